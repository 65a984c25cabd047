"""What the classic Europe map is made of: numbered provinces, lettered seas, lon/lat seeds.

An ancient-to-medieval Europe in the style of the forum maps of seed 001: provinces are
numbered 1 to 110 in the order listed here (province 48 is Constantinople, on both sides of
the Bosporus), seas are lettered A to Z, Switzerland is an impassable black block, Carthage
holds North Africa and the Vikings Scandinavia. Each province grows from its seed points
(a warped Voronoi cell per seed, clipped to the land of its group); a `claim` polygon fixes
a border exactly. Names are historical aliases players may write instead of the number.
"""

from __future__ import annotations

from dataclasses import dataclass

Point = tuple[float, float]


@dataclass(frozen=True)
class Province:
    name: str
    seeds: tuple[Point, ...]
    group: str
    aliases: tuple[str, ...] = ()
    claim: tuple[Point, ...] | None = None


@dataclass(frozen=True)
class Sea:
    letter: str
    name: str
    seeds: tuple[Point, ...]
    aliases: tuple[str, ...] = ()


def P(name, seeds, group, aliases=(), claim=None) -> Province:
    return Province(name, tuple(seeds), group, tuple(aliases), None if claim is None else tuple(claim))


# Modern countries (Natural Earth ADM0_A3) that make up each group of land. Borders between
# groups are hard; inside a group, borders come from the seeds. Land in no group is "east".
# "helvetia" is Switzerland: impassable, not a province.
GROUPS: dict[str, tuple[str, ...]] = {
    "isles": ("GBR", "IRL", "IMN", "JEY", "GGY"),
    "iberia": ("ESP", "PRT", "AND", "GIB"),
    "gaul": ("FRA", "BEL", "LUX", "MCO", "NLD"),
    "italia": ("ITA", "SMR", "VAT", "MLT"),
    "helvetia": ("CHE", "LIE"),
    "scandia": ("NOR", "SWE", "DNK", "FIN", "ALD", "FRO"),
    "balkans": ("ALB", "BIH", "BGR", "GRC", "KOS", "MKD", "MNE", "SRB", "HRV", "SVN", "TUR-europe"),
    "anatolia": ("TUR", "CYP", "CYN", "SYR", "LBN", "ISR", "PSX", "JOR", "IRQ", "IRN", "ARM", "AZE", "GEO",
                 "SAU", "KWT"),
    "africa": ("MAR", "DZA", "TUN", "LBY", "EGY", "SAH", "MRT", "MLI", "NER", "TCD", "SDN"),
    "east": (),
}

SWITZERLAND = ("switzerland", "Switzerland", ((8.0, 46.8),), "helvetia")

# Constantinople spans the strait; the water between (the Dardanelles, the Sea of Marmara and
# the Bosporus) belongs to no sea: sea P meets sea M only through province 48.
CONSTANTINOPLE_CLAIM: tuple[Point, ...] = (
    (27.3, 41.95), (28.4, 41.75), (29.6, 41.45), (30.35, 41.2), (30.35, 40.0), (29.0, 39.75), (27.5, 39.7),
    (26.1, 39.6), (26.05, 40.1), (26.2, 40.65), (26.9, 41.0))
CHANNEL_CLAIM: tuple[Point, ...] = (
    (26.12, 40.0), (26.12, 40.35), (26.6, 40.62), (27.4, 40.9), (28.9, 41.24), (29.2, 41.24), (30.1, 40.9),
    (30.1, 40.2), (27.5, 39.9), (26.4, 39.85))
CHANNEL_ARROW: tuple[Point, ...] = ((29.15, 41.55), (29.05, 41.1), (28.2, 40.75), (26.9, 40.45), (26.1, 40.05),
                                    (25.7, 39.85))
CRIMEA_CLAIM: tuple[Point, ...] = (
    (32.2, 44.2), (32.2, 45.6), (33.2, 46.08), (33.9, 46.2), (34.6, 46.1), (35.3, 45.55), (36.2, 45.52),
    (36.66, 45.48), (36.66, 44.2))

# fmt: off
PROVINCES: tuple[Province, ...] = (
    # -- the British Isles: 1-10 ---------------------------------------------------------------
    P("Dumnonia", [(-4.6, 50.45), (-3.7, 50.75)], "isles", ["Cornwall", "Devon"]),
    P("Wessex", [(-1.5, 51.1)], "isles", ["Winchester", "Hampshire"]),
    P("Londinium", [(-0.2, 51.6), (0.8, 51.2), (1.0, 52.6)], "isles", ["London", "Kent", "East Anglia"]),
    P("Wales", [(-3.7, 52.3)], "isles", ["Cymru", "Gwynedd"]),
    P("Mercia", [(-1.7, 52.6)], "isles", ["Midlands", "Tamworth"]),
    P("Northumbria", [(-1.1, 53.9), (-2.1, 55.05)], "isles", ["York", "Eboracum", "Bernicia"]),
    P("Strathclyde", [(-3.6, 55.7)], "isles", ["Lowlands", "Lothian", "Edinburgh"]),
    P("Caledonia", [(-4.6, 57.3)], "isles", ["Highlands", "Scotland", "Alba"]),
    P("Ulster", [(-6.8, 54.6)], "isles", ["Ulaid"]),
    P("Hibernia", [(-6.7, 53.2), (-8.6, 52.2), (-8.9, 53.6)], "isles", ["Ireland", "Leinster", "Munster", "Dublin"]),
    # -- Iberia: 11-18 ---------------------------------------------------------------------------
    P("Gallaecia", [(-8.0, 42.8), (-5.3, 43.25)], "iberia", ["Galicia", "Asturias", "Leon"]),
    P("Tarraconensis", [(1.7, 41.8)], "iberia", ["Catalonia", "Barcelona", "Tarraco"]),
    P("Aragon", [(-0.7, 41.5), (-1.9, 42.9)], "iberia", ["Navarre", "Zaragoza", "Vasconia"]),
    P("Castile", [(-3.7, 40.4), (-4.3, 41.9)], "iberia", ["Toledo", "Madrid", "Toletum"]),
    P("Lusitania", [(-8.9, 39.2), (-8.0, 41.35), (-8.0, 37.8)], "iberia", ["Portugal", "Lisbon", "Olisipo"]),
    P("Baetica", [(-5.7, 37.45), (-3.6, 37.15), (-6.2, 39.2)], "iberia", ["Andalusia", "Cordoba", "Seville", "Gades"]),
    P("Valencia", [(-0.6, 39.4), (-1.3, 38.0)], "iberia", ["Murcia", "Carthago Nova", "Cartagena"]),
    P("Baleares", [(2.95, 39.6), (4.1, 39.95), (1.4, 38.98)], "iberia", ["Balearics", "Majorca", "Mallorca"]),
    # -- Gaul and the Low Countries: 19-29 --------------------------------------------------------
    P("Armorica", [(-3.0, 48.1)], "gaul", ["Brittany", "Bretagne"]),
    P("Neustria", [(0.1, 49.1), (-1.3, 49.2)], "gaul", ["Normandy", "Rouen"]),
    P("Paris", [(2.4, 48.8), (1.5, 47.6)], "gaul", ["Lutetia", "Ile de France", "Orleans"]),
    P("Belgica", [(3.6, 51.0), (5.1, 50.5)], "gaul", ["Flanders", "Brabant", "Belgium"]),
    P("Frisia", [(4.8, 52.3), (6.3, 53.0), (5.0, 51.6)], "gaul", ["Holland", "Batavia", "Netherlands"]),
    P("Austrasia", [(6.1, 48.85), (7.45, 48.35), (4.3, 49.0)], "gaul", ["Lorraine", "Champagne", "Alsace", "Metz"]),
    P("Burgundy", [(4.6, 47.3), (6.1, 47.1), (4.7, 45.9)], "gaul", ["Dijon", "Lyon", "Lugdunum"]),
    P("Aquitaine", [(-0.6, 46.5), (0.2, 44.9), (-0.6, 43.6)], "gaul", ["Bordeaux", "Poitou", "Gascony"]),
    P("Auvergne", [(2.9, 45.5), (1.4, 45.9)], "gaul", ["Limousin", "Arverni"]),
    P("Septimania", [(3.2, 43.8), (1.5, 43.6)], "gaul", ["Toulouse", "Languedoc", "Narbonne"]),
    P("Provence", [(6.2, 43.7), (5.6, 44.8), (6.4, 45.55)], "gaul", ["Marseille", "Massilia", "Savoy"]),
    # -- Italy and its islands: 30-40 (39 and 40 share a border, as in the seed's example) ----------
    P("Corsica", [(9.1, 42.1)], "gaul", ["Corse"]),
    P("Sardinia", [(9.0, 40.1)], "italia", ["Sardegna"]),
    P("Sicily", [(14.1, 37.6)], "italia", ["Sicilia", "Syracuse", "Palermo"]),
    P("Liguria", [(7.8, 45.0), (8.9, 44.45), (8.0, 44.05)], "italia", ["Piedmont", "Genoa", "Turin"]),
    P("Lombardy", [(9.6, 45.6), (10.2, 44.8)], "italia", ["Milan", "Mediolanum", "Cisalpine Gaul"]),
    P("Venetia", [(12.0, 45.7), (11.3, 46.3)], "italia", ["Venice", "Aquileia"]),
    P("Etruria", [(11.1, 43.4), (11.8, 44.4)], "italia", ["Tuscany", "Florence", "Bologna"]),
    P("Latium", [(12.6, 42.1), (13.0, 43.3)], "italia", ["Rome", "Roma", "Umbria"]),
    P("Campania", [(14.7, 40.9), (14.0, 42.15)], "italia", ["Naples", "Capua", "Samnium"]),
    P("Apulia", [(16.7, 40.9)], "italia", ["Bari", "Tarentum", "Puglia"]),
    P("Calabria", [(16.3, 39.2), (15.9, 40.2)], "italia", ["Bruttium", "Lucania"]),
    # -- the Balkans: 41-51 (48 is Constantinople) ---------------------------------------------------
    P("Dalmatia", [(16.4, 43.65), (15.6, 44.5)], "balkans", ["Split", "Spalato", "Salona"]),
    P("Moesia", [(20.8, 43.9), (17.9, 44.1)], "balkans", ["Serbia", "Bosnia", "Belgrade", "Singidunum"]),
    P("Epirus", [(20.0, 41.5), (20.8, 39.6)], "balkans", ["Albania", "Illyria", "Dyrrachium"]),
    P("Hellas", [(22.2, 39.4), (22.9, 38.5)], "balkans", ["Greece", "Athens", "Thessaly", "Boeotia"]),
    P("Peloponnese", [(22.2, 37.5)], "balkans", ["Morea", "Sparta", "Corinth"]),
    P("Macedonia", [(22.9, 40.9), (21.5, 41.6)], "balkans", ["Thessalonica", "Pella", "Salonica"]),
    P("Thrace", [(25.0, 42.8), (27.2, 43.3), (25.8, 41.7)], "balkans", ["Bulgaria", "Adrianople", "Philippopolis"]),
    P("Constantinople", [(28.5, 41.2), (29.6, 40.7)], "balkans", ["Byzantium", "Istanbul", "Bosporus", "Nicomedia"],
      claim=CONSTANTINOPLE_CLAIM),
    P("Crete", [(24.9, 35.25)], "balkans", ["Candia", "Knossos"]),
    P("Dacia", [(25.6, 44.5), (23.6, 44.3)], "east", ["Wallachia", "Bucharest"]),
    P("Moldavia", [(27.2, 47.0), (28.8, 46.4)], "east", ["Bessarabia", "Jassy"]),
    # -- Germany and Poland: 52-63 (59 looks across the Baltic at 69) --------------------------------
    P("Swabia", [(9.3, 48.6), (8.3, 48.5)], "east", ["Alemannia", "Wurttemberg", "Baden"]),
    P("Bavaria", [(11.9, 48.3)], "east", ["Munich", "Regensburg", "Bayern"]),
    P("Franconia", [(10.6, 49.65), (9.1, 50.7)], "east", ["Hesse", "Frankfurt", "Nuremberg", "Mainz"]),
    P("Saxony", [(13.3, 51.1), (11.0, 50.85)], "east", ["Thuringia", "Meissen", "Dresden", "Leipzig"]),
    P("Westphalia", [(7.8, 51.8), (6.6, 50.7)], "east", ["Rhineland", "Cologne", "Colonia", "Munster"]),
    P("Hanover", [(9.8, 52.6), (8.2, 53.0), (9.8, 54.2)], "east", ["Lower Saxony", "Holstein", "Bremen", "Hamburg"]),
    P("Brandenburg", [(13.4, 52.5), (11.6, 52.2), (11.8, 53.6)], "east", ["Berlin", "Mecklenburg", "Magdeburg"]),
    P("Pomerania", [(15.6, 53.7), (13.4, 53.9)], "east", ["Stettin", "Rugen", "Wolin"]),
    P("Silesia", [(17.0, 51.0)], "east", ["Breslau", "Wroclaw"]),
    P("Polonia", [(17.0, 52.4)], "east", ["Greater Poland", "Posen", "Gniezno", "Poland"]),
    P("Masovia", [(21.0, 52.3), (22.9, 53.2)], "east", ["Warsaw", "Plock"]),
    P("Prussia", [(21.2, 54.3), (18.4, 53.9)], "east", ["Konigsberg", "Danzig", "Old Prussia"]),
    # -- Scandinavia: 64-74 (the Vikings' 67, 68, 69 and 70) ------------------------------------------
    P("Norrland", [(16.5, 62.5), (14.0, 60.4)], "scandia", ["Jamtland", "Dalarna"]),
    P("Trondelag", [(10.6, 62.9), (8.6, 62.4)], "scandia", ["Trondheim", "Nidaros"]),
    P("Jutland", [(9.2, 56.2)], "scandia", ["Jylland", "Aarhus", "Ribe"]),
    P("Vestland", [(6.5, 60.8), (6.3, 59.3)], "scandia", ["Bergen", "Hordaland", "Rogaland"]),
    P("Viken", [(10.6, 60.2), (8.3, 58.8)], "scandia", ["Oslo", "Norway", "Vestfold"]),
    P("Scania", [(13.5, 55.95)], "scandia", ["Skane", "Lund", "Halland"]),
    P("Zealand", [(11.9, 55.5), (10.3, 55.3), (11.4, 54.75)], "scandia", ["Denmark", "Roskilde", "Funen", "Sjaelland"]),
    P("Gotaland", [(15.0, 57.1), (12.4, 58.1)], "scandia", ["Goths", "Smaland", "Gothenburg", "Ostergotland"]),
    P("Svealand", [(17.9, 59.5), (15.6, 58.9)], "scandia", ["Uppsala", "Sweden", "Birka", "Uppland"]),
    P("Finland", [(22.6, 60.6), (25.0, 60.9)], "scandia", ["Turku", "Abo", "Suomi", "Tavastia"]),
    P("Karelia", [(27.9, 62.3), (23.3, 63.0)], "scandia", ["Savo", "Ostrobothnia", "Kainuu"]),
    # -- Austria and Hungary: 75-83 ------------------------------------------------------------------
    P("Raetia", [(11.3, 47.15), (13.1, 47.45)], "east", ["Tyrol", "Salzburg", "Innsbruck"]),
    P("Noricum", [(15.9, 48.2), (14.3, 48.15), (15.3, 47.2)], "east", ["Vienna", "Austria", "Styria", "Vindobona"]),
    P("Bohemia", [(14.4, 49.9)], "east", ["Prague", "Praha"]),
    P("Moravia", [(17.0, 49.4)], "east", ["Brno", "Olmutz"]),
    P("Pannonia", [(19.2, 47.3), (17.5, 46.9)], "east", ["Hungary", "Buda", "Esztergom"]),
    P("Croatia", [(16.1, 45.6), (14.4, 45.95)], "balkans", ["Zagreb", "Slavonia", "Carniola", "Istria"]),
    P("Slovakia", [(19.3, 48.6), (21.6, 48.6)], "east", ["Upper Hungary", "Nitra", "Kosice"]),
    P("Transylvania", [(24.3, 46.5), (21.0, 45.6)], "east", ["Banat", "Erdely", "Temesvar"]),
    P("Lesser Poland", [(20.4, 50.2), (24.6, 49.5)], "east", ["Cracow", "Krakow", "Lemberg", "Red Ruthenia"]),
    # -- Russia and the steppe: 84-96 --------------------------------------------------------------
    P("Livonia", [(25.5, 57.3), (25.3, 58.9), (22.5, 56.8)], "east", ["Riga", "Estonia", "Courland", "Reval"]),
    P("Lithuania", [(24.8, 54.9), (24.2, 53.7)], "east", ["Vilna", "Samogitia"]),
    P("Ingria", [(30.2, 59.7), (29.2, 60.7), (33.3, 61.3)], "east", ["St Petersburg", "Ladoga", "Olonets"]),
    P("Novgorod", [(32.5, 58.6), (28.9, 57.6)], "east", ["Pskov", "Novgorod the Great"]),
    P("Vladimir", [(39.5, 57.5), (35.0, 57.0), (39.5, 59.9)], "east", ["Tver", "Yaroslavl", "Suzdal", "Rostov"]),
    P("Moscow", [(37.6, 55.8), (37.6, 54.0), (41.6, 53.2)], "east", ["Moskva", "Muscovy", "Tula", "Ryazan"]),
    P("Smolensk", [(33.0, 54.8), (30.6, 53.5), (29.5, 55.4)], "east", ["Polotsk", "Vitebsk"]),
    P("Ruthenia", [(27.5, 53.6), (27.0, 50.9)], "east", ["Minsk", "Volhynia", "White Russia", "Pinsk"]),
    P("Kiev", [(30.5, 50.3), (32.0, 51.6)], "east", ["Kyiv", "Kievan Rus", "Chernigov"]),
    P("Severia", [(35.5, 52.6), (36.6, 50.0), (39.6, 51.4)], "east", ["Kursk", "Kharkov", "Voronezh"]),
    P("Podolia", [(28.2, 48.8), (32.0, 47.1), (30.6, 46.6)], "east", ["Odessa", "Yedisan", "Kherson", "Olbia"]),
    P("Taurica", [(34.0, 45.0)], "east", ["Crimea", "Chersonesus", "Kaffa"], claim=CRIMEA_CLAIM),
    P("Tanais", [(41.2, 48.6), (38.4, 47.3), (35.3, 48.1), (39.6, 44.7), (43.5, 44.5)], "east",
      ["Don", "Azov", "Kuban", "Khazaria", "Circassia"]),
    # -- Anatolia, the Levant and Egypt: 97-105 ------------------------------------------------------
    P("Ionia", [(27.6, 38.6), (28.6, 37.6)], "anatolia", ["Smyrna", "Lydia", "Ephesus", "Caria"]),
    P("Phrygia", [(30.6, 39.2), (32.8, 39.9)], "anatolia", ["Galatia", "Ancyra", "Ankara"]),
    P("Pontus", [(34.2, 41.3), (36.5, 40.8), (39.7, 40.8)], "anatolia", ["Trebizond", "Sinope", "Paphlagonia"]),
    P("Cilicia", [(35.3, 37.1), (32.4, 37.9), (30.7, 37.2)], "anatolia", ["Tarsus", "Konya", "Pamphylia", "Lycia"]),
    P("Armenia", [(41.5, 39.6), (42.3, 41.0), (38.5, 38.8)], "anatolia", ["Erzurum", "Georgia", "Cappadocia"]),
    P("Syria", [(37.8, 36.0), (40.3, 37.4), (37.0, 33.4)], "anatolia", ["Antioch", "Aleppo", "Damascus"]),
    P("Judea", [(35.0, 31.6), (35.5, 33.4)], "anatolia", ["Palestine", "Jerusalem", "Phoenicia", "Tyre"]),
    P("Cyprus", [(33.2, 35.1)], "anatolia", ["Kypros", "Salamis"]),
    P("Egypt", [(30.3, 30.8), (32.8, 30.3)], "africa", ["Alexandria", "Aegyptus", "Nile Delta"]),
    # -- North Africa: 106-110 -------------------------------------------------------------------
    P("Cyrenaica", [(22.0, 32.2)], "africa", ["Cyrene", "Benghazi"]),
    P("Tripolitania", [(12.8, 32.2), (16.2, 31.1)], "africa", ["Tripoli", "Leptis Magna", "Sirte"]),
    P("Carthago", [(10.0, 36.6), (10.3, 35.3)], "africa", ["Carthage", "Tunis", "Byzacena", "Utica"]),
    P("Numidia", [(6.7, 36.0), (3.2, 36.2)], "africa", ["Cirta", "Algiers", "Hippo"]),
    P("Mauretania", [(-5.6, 34.5), (0.2, 35.3), (-7.8, 32.3)], "africa", ["Morocco", "Tingis", "Oran", "Fez"]),
)

SEAS: tuple[Sea, ...] = (
    Sea("A", "North Atlantic", ((-15.0, 56.0), (-9.0, 60.5), (-12.0, 51.5)), ("Atlantic", "Mare Occidentale")),
    Sea("B", "Norwegian Sea", ((3.0, 62.3), (-1.0, 61.8)), ("Norse Sea",)),
    Sea("C", "North Sea", ((2.0, 57.6), (2.9, 53.6), (4.5, 59.5)), ("German Ocean", "Mare Germanicum")),
    Sea("D", "Kattegat", ((9.3, 57.9), (11.6, 56.8), (12.7, 55.7)), ("Skagerrak", "The Sound")),
    Sea("E", "Western Baltic", ((12.5, 54.6), (11.3, 54.55), (14.3, 54.85)), ("Bay of Kiel", "Pomeranian Bay")),
    Sea("F", "Baltic Sea", ((17.7, 56.0), (20.5, 57.7), (16.0, 55.3)), ("Baltic", "Mare Suebicum")),
    Sea("G", "Gulf of Bothnia", ((20.2, 62.6), (19.3, 61.0)), ("Bothnia",)),
    Sea("H", "Gulf of Finland", ((25.0, 59.8), (22.6, 59.55), (27.5, 60.0), (20.3, 59.6)), ("Aland Sea",)),
    Sea("I", "English Channel", ((-2.5, 50.0), (1.1, 50.7)), ("Channel", "La Manche")),
    Sea("J", "Irish Sea", ((-5.0, 53.6), (-5.6, 52.1)), ("Mare Hibernicum",)),
    Sea("K", "Bay of Biscay", ((-4.5, 45.5), (-8.0, 48.5)), ("Biscay", "Western Approaches")),
    Sea("L", "Iberian Atlantic", ((-11.5, 41.5), (-10.8, 38.0), (-9.8, 33.8), (-7.5, 36.3)), ("Gulf of Cadiz",)),
    Sea("M", "Aegean Sea", ((24.8, 39.3), (25.6, 37.9)), ("Aegean", "Archipelago")),
    Sea("N", "Alboran Sea", ((-4.6, 36.0), (-3.0, 36.0), (-1.9, 36.3)), ("Strait of Gibraltar", "Pillars of Hercules")),
    Sea("O", "Balearic Sea", ((1.2, 39.9), (0.2, 38.4), (2.0, 37.6)), ("Mare Balearicum",)),
    Sea("P", "Black Sea", ((30.6, 43.4), (31.6, 45.6), (29.6, 42.0)), ("Pontus Euxinus", "Euxine")),
    Sea("Q", "Gulf of Lion", ((4.4, 42.6), (8.4, 43.7)), ("Ligurian Sea", "Gulf of Genoa")),
    Sea("R", "Sardinian Sea", ((6.8, 39.8), (5.5, 37.7)), ("Mare Sardoum",)),
    Sea("S", "Tyrrhenian Sea", ((12.2, 40.6), (10.4, 42.7), (13.5, 39.0)), ("Tyrrhenian", "Mare Tyrrhenum")),
    Sea("T", "Strait of Sicily", ((11.8, 36.9), (14.0, 35.4)), ("Sicilian Channel", "Malta Channel")),
    Sea("U", "Adriatic Sea", ((13.3, 44.8), (16.0, 42.9), (18.5, 41.6)), ("Adriatic", "Mare Hadriaticum")),
    Sea("V", "Ionian Sea", ((18.6, 37.8), (17.0, 35.8), (20.0, 36.3)), ("Ionian",)),
    Sea("W", "Gulf of Sidra", ((18.5, 32.9), (15.5, 33.5)), ("Syrtis", "Gulf of Sirte")),
    Sea("X", "Libyan Sea", ((24.5, 34.0), (27.8, 32.6), (25.0, 36.1), (27.5, 36.0)), ("Sea of Crete", "Cretan Sea")),
    Sea("Y", "Levantine Sea", ((32.2, 34.0), (34.6, 32.6), (30.5, 32.4), (34.0, 36.2)), ("Levant",)),
    Sea("Z", "Eastern Black Sea", ((37.5, 42.6), (40.5, 42.3), (34.8, 42.6), (36.6, 46.2)), ("Sea of Azov", "Colchis")),
)
# fmt: on
