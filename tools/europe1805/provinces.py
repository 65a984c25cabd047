"""What the Europe 1805 map is made of: provinces, sea zones and straits, in lon/lat.

Each province is grown from seed points (a warped Voronoi cell per seed, clipped to the land
of its *group*, an approximate 1805 outline made from modern countries). A `claim` polygon
overrides the cells where a border must sit exactly (Crimea, the Rock of Gibraltar).
Values are economic values (1 to 6); `home` is the nation whose home province it is.
"""

from __future__ import annotations

from dataclasses import dataclass

FRANCE, BRITAIN, RUSSIA, PRUSSIA, AUSTRIA = "France", "Great Britain", "Russia", "Prussia", "Austria"
SPAIN, OTTOMANS, DENMARK, NAPLES = "Spain", "Ottoman Empire", "Denmark", "Naples"
NATIONS = (FRANCE, BRITAIN, RUSSIA, PRUSSIA, AUSTRIA, SPAIN, OTTOMANS, DENMARK, NAPLES)

Point = tuple[float, float]


@dataclass(frozen=True)
class Province:
    id: str
    name: str
    seeds: tuple[Point, ...]
    group: str
    value: int
    home: str | None = None
    aliases: tuple[str, ...] = ()
    claim: tuple[Point, ...] | None = None


@dataclass(frozen=True)
class Sea:
    id: str
    name: str
    seeds: tuple[Point, ...]
    aliases: tuple[str, ...] = ()
    claim: tuple[Point, ...] | None = None


@dataclass(frozen=True)
class Strait:
    a: str
    b: str
    sea: str
    arrow: tuple[Point, ...]          # drawn from a to b, lon/lat
    note: str | None = None


def P(id, name, seeds, group, value, home=None, aliases=(), claim=None) -> Province:
    return Province(id, name, tuple(seeds), group, value, home, tuple(aliases),
                    None if claim is None else tuple(claim))


# Modern countries (Natural Earth ADM0_A3) that make up each group. Borders between groups
# are hard; inside a group, borders come from the seeds. Land in no group joins "east".
GROUPS: dict[str, tuple[str, ...]] = {
    "gb": ("GBR", "IRL", "IMN", "JEY", "GGY"),
    "es": ("ESP", "AND"),
    "pt": ("PRT",),
    "fr": ("FRA", "BEL", "LUX", "MCO"),
    "nl": ("NLD",),
    "ch": ("CHE", "LIE"),
    "it": ("ITA", "SMR", "VAT", "MLT"),
    "dk": ("DNK",),
    "no": ("NOR",),
    "se": ("SWE",),
    "fi": ("FIN", "ALD"),
    "balkans": ("ALB", "BIH", "BGR", "GRC", "KOS", "MKD", "MNE", "SRB", "TUR-europe"),
    "anatolia": ("TUR", "CYP", "CYN", "SYR", "LBN", "ISR", "PSX", "JOR", "IRQ", "IRN", "ARM",
                 "AZE", "GEO", "SAU", "KWT"),
    "africa": ("MAR", "DZA", "TUN", "LBY", "EGY", "SAH", "MRT", "MLI"),
    "east": ("DEU", "AUT", "CZE", "POL", "SVK", "HUN", "SVN", "HRV", "ROU", "MDA", "UKR", "BLR",
             "LTU", "LVA", "EST", "RUS", "KAZ"),
}

# Pieces of modern countries that belonged elsewhere in 1805: (from group, to group, outline).
# The left bank of the Rhine is French (the outline follows the river; see build.rhine_cut).
CUTS: tuple[tuple[str, str, tuple[Point, ...]], ...] = (
    # Trentino and South Tyrol: Austrian Tyrol
    ("it", "east", ((10.45, 46.55), (10.6, 46.0), (10.85, 45.75), (11.45, 45.85), (11.75, 46.1),
                    (12.3, 46.3), (12.45, 46.7), (12.2, 47.1), (10.45, 46.95))),
    # Vojvodina: the Austrian Banat and Bačka, north of the Danube and Sava
    ("balkans", "east", ((18.8, 45.05), (19.35, 44.88), (20.3, 44.83), (21.0, 44.78), (21.5, 44.75),
                         (21.6, 45.2), (20.3, 46.2), (18.8, 46.0))),
)

# fmt: off
PROVINCES: tuple[Province, ...] = (
    # -- Great Britain (26) --------------------------------------------------------------------
    P("london", "London", [(-0.2, 51.6), (0.8, 51.2)], "gb", 4, BRITAIN, ["Kent", "Middlesex"]),
    P("east_anglia", "East Anglia", [(1.0, 52.6)], "gb", 1, BRITAIN, ["Norwich", "Norfolk"]),
    P("hampshire", "Hampshire", [(-1.5, 51.1)], "gb", 2, BRITAIN, ["Portsmouth", "Wessex"]),
    P("cornwall", "Cornwall", [(-4.6, 50.45), (-3.7, 50.75)], "gb", 1, BRITAIN, ["Devon", "Plymouth"]),
    P("wales", "Wales", [(-3.7, 52.3)], "gb", 1, BRITAIN, ["Cardiff"]),
    P("midlands", "Midlands", [(-1.7, 52.6)], "gb", 2, BRITAIN, ["Birmingham"]),
    P("lancashire", "Lancashire", [(-2.7, 53.8)], "gb", 2, BRITAIN, ["Liverpool", "Manchester"]),
    P("yorkshire", "Yorkshire", [(-1.1, 53.9)], "gb", 2, BRITAIN, ["York", "Leeds"]),
    P("northumberland", "Northumberland", [(-2.1, 55.05), (-3.1, 54.5)], "gb", 1, BRITAIN,
      ["Newcastle", "Cumberland"]),
    P("scotland", "Scotland", [(-3.6, 55.7)], "gb", 2, BRITAIN, ["Lowlands", "Edinburgh", "Glasgow"]),
    P("highlands", "Highlands", [(-4.6, 57.3)], "gb", 1, BRITAIN, ["Inverness", "Aberdeen"]),
    P("dublin", "Dublin", [(-6.7, 53.2)], "gb", 2, BRITAIN, ["Leinster"]),
    P("ulster", "Ulster", [(-6.8, 54.6)], "gb", 1, BRITAIN, ["Belfast"]),
    P("munster", "Munster", [(-8.6, 52.2)], "gb", 1, BRITAIN, ["Cork"]),
    P("connaught", "Connaught", [(-8.9, 53.6)], "gb", 1, BRITAIN, ["Galway", "Connacht"]),
    P("gibraltar", "Gibraltar", [(-5.4, 36.2)], "es", 1, BRITAIN, ["The Rock"],
      claim=[(-5.75, 35.95), (-5.25, 35.95), (-5.1, 36.33), (-5.42, 36.5), (-5.75, 36.3)]),
    P("malta", "Malta", [(14.42, 35.92)], "it", 1, BRITAIN, ["Valletta"]),

    # -- France ------------------------------------------------------------------------------
    P("paris", "Paris", [(2.4, 48.8)], "fr", 6, FRANCE, ["Ile de France", "Île-de-France"]),
    P("normandy", "Normandy", [(0.1, 49.1), (-1.3, 49.2)], "fr", 2, FRANCE, ["Rouen", "Cherbourg"]),
    P("brittany", "Brittany", [(-3.0, 48.1)], "fr", 2, FRANCE, ["Brest", "Bretagne"]),
    P("picardy", "Picardy", [(2.3, 50.15)], "fr", 2, FRANCE, ["Boulogne", "Artois", "Calais"]),
    P("flanders", "Flanders", [(3.6, 51.0)], "fr", 3, FRANCE, ["Ghent", "Antwerp", "Bruges"]),
    P("brabant", "Brabant", [(5.1, 50.5)], "fr", 2, FRANCE, ["Brussels", "Liege", "Liège"]),
    P("champagne", "Champagne", [(4.3, 49.0)], "fr", 2, FRANCE, ["Reims", "Rheims"]),
    P("lorraine", "Lorraine", [(6.1, 48.85)], "fr", 2, FRANCE, ["Metz", "Nancy"]),
    # Alsace runs down the Rhine to Mainz, across from Thuringia (the seed's Fall 1808 ride).
    P("alsace", "Alsace", [(7.45, 48.35), (8.1, 49.45)], "fr", 2, FRANCE,
      ["Strasbourg", "Elsass", "Mainz", "Mayence", "Worms", "Speyer"]),
    P("rhineland", "Rhineland", [(6.6, 50.7)], "fr", 2, FRANCE, ["Cologne", "Aachen", "Aix-la-Chapelle"]),
    P("palatinate", "Palatinate", [(6.95, 49.6)], "fr", 1, FRANCE, ["Pfalz", "Trier", "Saar"]),
    P("burgundy", "Burgundy", [(4.6, 47.3), (6.1, 47.1)], "fr", 2, FRANCE, ["Dijon", "Franche-Comte", "Besancon"]),
    P("orleanais", "Orléanais", [(1.5, 47.6)], "fr", 2, FRANCE, ["Orleanais", "Orleans", "Touraine"]),
    P("poitou", "Poitou", [(-0.6, 46.5)], "fr", 1, FRANCE, ["Vendee", "Vendée", "La Rochelle"]),
    P("auvergne", "Auvergne", [(2.9, 45.5), (1.4, 45.9)], "fr", 1, FRANCE, ["Limousin", "Clermont"]),
    P("lyonnais", "Lyonnais", [(4.7, 45.9)], "fr", 2, FRANCE, ["Lyon", "Lyons"]),
    P("dauphine", "Dauphiné", [(5.6, 44.8), (6.4, 45.55)], "fr", 1, FRANCE, ["Dauphine", "Grenoble", "Savoy", "Savoie"]),
    P("provence", "Provence", [(6.2, 43.7)], "fr", 2, FRANCE, ["Marseille", "Toulon"]),
    P("languedoc", "Languedoc", [(3.2, 43.8), (1.5, 43.6)], "fr", 2, FRANCE, ["Toulouse", "Montpellier"]),
    P("guyenne", "Guyenne", [(0.2, 44.9)], "fr", 2, FRANCE, ["Bordeaux", "Aquitaine"]),
    P("gascony", "Gascony", [(-0.6, 43.6)], "fr", 1, FRANCE, ["Bayonne", "Gascogne"]),
    P("corsica", "Corsica", [(9.1, 42.1)], "fr", 1, FRANCE, ["Ajaccio", "Corse"]),
    # Piedmont holds the Alpine passes from the sea to Lake Maggiore: with Venice it shuts Italy off
    # from France by land (the seed's Rome example).
    P("piedmont", "Piedmont", [(7.8, 45.0), (7.6, 44.0), (8.7, 45.9)], "it", 2, FRANCE,
      ["Turin", "Piemonte", "Nice", "Novara"]),

    # -- Spain and Portugal ------------------------------------------------------------------
    P("madrid", "Madrid", [(-3.7, 40.4), (-3.0, 39.1)], "es", 4, SPAIN, ["New Castile", "La Mancha", "Toledo"]),
    P("old_castile", "Old Castile", [(-4.3, 41.9), (-6.0, 42.3)], "es", 2, SPAIN,
      ["Castile", "Valladolid", "Burgos", "Leon", "León"]),
    P("galicia", "Galicia", [(-8.0, 42.8)], "es", 2, SPAIN, ["Ferrol", "Corunna", "La Coruña"]),
    P("asturias", "Asturias", [(-5.3, 43.25)], "es", 1, SPAIN, ["Oviedo", "Santander"]),
    P("navarre", "Navarre", [(-1.9, 42.9)], "es", 2, SPAIN, ["Biscay", "Basque Country", "Pamplona", "Bilbao"]),
    P("aragon", "Aragon", [(-0.7, 41.5)], "es", 2, SPAIN, ["Zaragoza", "Saragossa"]),
    P("catalonia", "Catalonia", [(1.7, 41.8)], "es", 3, SPAIN, ["Barcelona", "Cataluña"]),
    P("valencia", "Valencia", [(-0.6, 39.4)], "es", 2, SPAIN),
    P("murcia", "Murcia", [(-1.3, 38.0), (-2.2, 37.0)], "es", 2, SPAIN, ["Cartagena", "Almeria", "Almería"]),
    P("andalusia", "Andalusia", [(-5.7, 37.45)], "es", 3, SPAIN, ["Seville", "Sevilla", "Cadiz", "Cádiz"]),
    P("granada", "Granada", [(-3.6, 37.15)], "es", 2, SPAIN, ["Malaga", "Málaga"]),
    P("extremadura", "Extremadura", [(-6.2, 39.2)], "es", 1, SPAIN, ["Badajoz"]),
    P("majorca", "Majorca", [(2.95, 39.6), (4.1, 39.95), (1.4, 38.98)], "es", 1, SPAIN,
      ["Mallorca", "Balearic Islands", "Balearics", "Minorca"]),
    P("lisbon", "Lisbon", [(-8.9, 39.2)], "pt", 3, None, ["Portugal", "Lisboa"]),
    P("oporto", "Oporto", [(-8.0, 41.35)], "pt", 2, None, ["Porto"]),
    P("alentejo", "Alentejo", [(-8.0, 37.8)], "pt", 1, None, ["Algarve"]),

    # -- Italy -------------------------------------------------------------------------------
    P("genoa", "Genoa", [(8.9, 44.45), (8.3, 44.2)], "it", 2, None, ["Liguria", "Genova"]),
    P("lombardy", "Lombardy", [(9.4, 45.3), (10.2, 44.8)], "it", 3, None, ["Milan", "Milano", "Parma", "Modena"]),
    P("venice", "Venice", [(12.0, 45.7), (10.0, 46.1)], "it", 3, AUSTRIA, ["Venetia", "Venezia", "Bergamo", "Brescia"]),
    P("romagna", "Romagna", [(11.8, 44.4)], "it", 2, None, ["Bologna", "Ferrara", "Ravenna"]),
    P("tuscany", "Tuscany", [(11.1, 43.4)], "it", 3, None, ["Florence", "Etruria", "Leghorn", "Livorno"]),
    P("rome", "Rome", [(12.6, 42.1), (13.0, 43.3)], "it", 3, None,
      ["Papal States", "Latium", "Roma", "Marches", "Ancona", "Umbria"]),
    P("abruzzi", "Abruzzi", [(14.0, 42.15)], "it", 1, NAPLES, ["Abruzzo"]),
    P("naples", "Naples", [(14.7, 40.9), (15.9, 40.2), (16.3, 39.2)], "it", 4, NAPLES, ["Campania", "Calabria", "Napoli"]),
    P("apulia", "Apulia", [(16.7, 40.9)], "it", 2, NAPLES, ["Bari", "Puglia", "Taranto"]),
    P("sicily", "Sicily", [(14.1, 37.6)], "it", 3, NAPLES, ["Palermo", "Sicilia", "Messina"]),
    P("sardinia", "Sardinia", [(9.0, 40.1)], "it", 1, None, ["Cagliari", "Sardegna"]),
    P("switzerland", "Switzerland", [(8.0, 46.8)], "ch", 2, None, ["Helvetia", "Helvetic Republic", "Swiss"]),

    # -- Low Countries, Denmark-Norway, Sweden -----------------------------------------------
    P("holland", "Holland", [(4.8, 52.3), (5.0, 51.6)], "nl", 3, None,
      ["Amsterdam", "Batavia", "Batavian Republic", "Netherlands"]),
    P("friesland", "Friesland", [(6.3, 53.0)], "nl", 1, None, ["Groningen", "Frisia"]),
    P("denmark", "Denmark", [(9.2, 56.2), (10.3, 55.3)], "dk", 2, DENMARK, ["Jutland", "Funen", "Aarhus"]),
    P("copenhagen", "Copenhagen", [(11.9, 55.5), (11.4, 54.75), (11.95, 54.8), (14.9, 55.1)], "dk", 3,
      DENMARK, ["Zealand", "Sjaelland", "Bornholm"]),
    P("holstein", "Holstein", [(9.8, 54.2)], "east", 2, DENMARK, ["Schleswig", "Schleswig-Holstein", "Kiel"]),
    P("christiania", "Christiania", [(10.6, 60.2), (8.3, 58.8)], "no", 1, DENMARK, ["Oslo", "Norway"]),
    P("bergen", "Bergen", [(6.5, 60.8), (6.3, 59.3)], "no", 1, DENMARK),
    P("trondheim", "Trondheim", [(10.6, 62.9), (8.6, 62.4)], "no", 1, DENMARK, ["Trondhjem"]),
    P("stockholm", "Stockholm", [(17.9, 59.5)], "se", 3, None, ["Uppland", "Sweden"]),
    P("gotesburg", "Gotesburg", [(12.4, 58.1)], "se", 2, None, ["Gothenburg", "Göteborg", "Goteborg"]),
    P("halse", "Halse", [(13.5, 55.95)], "se", 2, None, ["Scania", "Skane", "Skåne", "Helsingborg", "Halsingborg"]),
    P("smaland", "Småland", [(15.0, 57.1), (16.6, 56.75), (15.6, 58.3)], "se", 1, None,
      ["Smaland", "Kalmar", "Oland", "Östergötland", "Ostergotland"]),
    P("norrland", "Norrland", [(16.5, 62.5), (14.0, 60.4)], "se", 1, None, ["Gavle", "Sundsvall", "Dalarna", "Dalecarlia"]),
    P("finland", "Finland", [(22.6, 60.6), (25.0, 60.9)], "fi", 2, None, ["Abo", "Åbo", "Turku", "Helsingfors", "Nyland"]),
    P("ostrobothnia", "Ostrobothnia", [(23.3, 63.0)], "fi", 1, None, ["Vasa", "Vaasa"]),
    P("savolax", "Savolax", [(27.9, 62.3)], "fi", 1, None, ["Savonia", "Kuopio"]),
    P("swedish_pomerania", "Swedish Pomerania", [(13.2, 54.2), (13.4, 54.45)], "east", 1, None,
      ["Stralsund", "Rugen", "Rügen"],
      claim=[(12.35, 54.0), (12.35, 54.5), (13.0, 54.9), (14.0, 54.9), (14.0, 53.85), (13.6, 53.8),
             (12.9, 53.9)]),

    # -- Germany and Prussia -----------------------------------------------------------------
    P("brandenburg", "Brandenburg", [(13.4, 52.5)], "east", 4, PRUSSIA, ["Berlin"]),
    P("pomerania", "Pomerania", [(15.6, 53.7)], "east", 2, PRUSSIA, ["Stettin", "Kolberg"]),
    P("east_prussia", "East Prussia", [(21.2, 54.3)], "east", 3, PRUSSIA, ["Konigsberg", "Königsberg"]),
    P("west_prussia", "West Prussia", [(18.4, 53.9)], "east", 2, PRUSSIA, ["Danzig", "Thorn"]),
    P("silesia", "Silesia", [(17.0, 51.0)], "east", 4, PRUSSIA, ["Breslau"]),
    P("posen", "Posen", [(17.0, 52.4)], "east", 2, PRUSSIA, ["South Prussia", "Poznan"]),
    P("warsaw", "Warsaw", [(21.0, 52.3), (22.9, 53.2)], "east", 3, PRUSSIA,
      ["New East Prussia", "Masovia", "Bialystok", "Warszawa"]),
    P("magdeburg", "Magdeburg", [(11.6, 52.2)], "east", 2, PRUSSIA, ["Altmark", "Halberstadt"]),
    P("westphalia", "Westphalia", [(7.8, 51.8), (9.1, 51.6)], "east", 2, PRUSSIA, ["Münster", "Minden", "Paderborn", "Cleves", "Mark"]),
    P("hanover", "Hanover", [(9.8, 52.6), (8.2, 53.0)], "east", 3, None,
      ["Hannover", "Brunswick", "Oldenburg", "Bremen"]),
    P("mecklenburg", "Mecklenburg", [(11.8, 53.6)], "east", 1, None, ["Schwerin", "Rostock"]),
    # The seed's Thuringia is the middle of Germany: it borders Alsace, Westphalia and Holland.
    P("thuringia", "Thuringia", [(11.0, 50.85), (9.6, 51.0), (8.6, 50.2), (7.9, 50.75), (7.0, 51.45)], "east", 3,
      None, ["Erfurt", "Weimar", "Eichsfeld", "Hesse", "Kassel", "Cassel", "Frankfurt", "Nassau", "Berg",
             "Dusseldorf", "Düsseldorf"]),
    P("saxony", "Saxony", [(13.3, 51.1)], "east", 3, None, ["Dresden", "Leipzig"]),
    P("franconia", "Franconia", [(10.6, 49.65)], "east", 2, None, ["Nuremberg", "Wurzburg", "Würzburg", "Ansbach"]),
    P("baden", "Baden", [(8.3, 48.5)], "east", 2, None, ["Karlsruhe", "Breisgau"]),
    P("wurttemberg", "Württemberg", [(9.5, 48.6)], "east", 2, None, ["Wurttemberg", "Swabia", "Stuttgart"]),
    P("bavaria", "Bavaria", [(11.9, 48.3)], "east", 3, None, ["Munich", "Bayern"]),

    # -- Austria -----------------------------------------------------------------------------
    P("vienna", "Vienna", [(15.9, 48.2), (14.3, 48.15)], "east", 5, AUSTRIA, ["Wien", "Austria", "Lower Austria"]),
    P("tyrol", "Tyrol", [(11.3, 47.15), (13.1, 47.45), (11.2, 46.3), (13.2, 48.2)], "east", 2, AUSTRIA,
      ["Tyrolia", "Tirol", "Salzburg", "Innsbruck"]),
    P("styria", "Styria", [(15.3, 47.2)], "east", 2, AUSTRIA, ["Graz", "Steiermark"]),
    P("carniola", "Carniola", [(14.4, 45.95), (13.9, 46.7)], "east", 1, AUSTRIA,
      ["Carinthia", "Laibach", "Trieste", "Illyria"]),
    P("prague", "Prague", [(14.4, 49.9)], "east", 4, AUSTRIA, ["Bohemia", "Praha", "Prag"]),
    P("moravia", "Moravia", [(17.0, 49.4)], "east", 2, AUSTRIA, ["Brunn", "Brünn", "Olmutz"]),
    P("cracow", "Cracow", [(20.4, 50.2), (22.6, 51.0)], "east", 2, AUSTRIA,
      ["Krakow", "Kraków", "West Galicia", "Lublin"]),
    P("lemberg", "Lemberg", [(24.6, 49.5)], "east", 2, AUSTRIA, ["Lviv", "Lvov", "Lwow", "East Galicia"]),
    P("buda", "Buda", [(19.2, 47.3)], "east", 3, AUSTRIA, ["Pest", "Budapest", "Hungary", "Ofen"]),
    P("upper_hungary", "Upper Hungary", [(19.3, 48.6), (21.6, 48.6)], "east", 2, AUSTRIA,
      ["Pressburg", "Slovakia", "Kaschau"]),
    P("transylvania", "Transylvania", [(24.3, 46.5)], "east", 2, AUSTRIA, ["Klausenburg", "Hermannstadt"]),
    P("banat", "Banat", [(21.0, 45.6)], "east", 2, AUSTRIA, ["Temesvar", "Temeswar"]),
    P("croatia", "Croatia", [(16.1, 45.6), (17.9, 45.45)], "east", 1, AUSTRIA, ["Agram", "Zagreb", "Slavonia"]),
    P("dalmatia", "Dalmatia", [(16.4, 43.65)], "east", 1, AUSTRIA, ["Zara", "Spalato", "Split"]),

    # -- Russia ------------------------------------------------------------------------------
    P("st_petersburg", "St Petersburg", [(30.2, 59.7), (29.2, 60.7), (33.3, 61.3)], "east", 4, RUSSIA,
      ["Saint Petersburg", "Petersburg", "Ingria", "Vyborg", "Olonets", "Karelia"]),
    P("estonia", "Estonia", [(25.3, 58.9)], "east", 1, RUSSIA, ["Reval", "Tallinn"]),
    P("livonia", "Livonia", [(25.5, 57.3)], "east", 2, RUSSIA, ["Riga"]),
    P("courland", "Courland", [(22.5, 56.8)], "east", 1, RUSSIA, ["Kurland", "Mitau"]),
    P("lithuania", "Lithuania", [(24.8, 54.9), (24.2, 53.7)], "east", 2, RUSSIA, ["Vilna", "Wilno", "Grodno"]),
    P("minsk", "Minsk", [(27.5, 53.6)], "east", 1, RUSSIA),
    P("mogilev", "Mogilev", [(30.6, 53.5), (29.5, 55.4)], "east", 1, RUSSIA, ["Vitebsk", "White Russia", "Gomel"]),
    P("smolensk", "Smolensk", [(33.0, 54.8)], "east", 2, RUSSIA),
    P("moscow", "Moscow", [(37.6, 55.8)], "east", 5, RUSSIA, ["Moskva"]),
    P("tver", "Tver", [(35.0, 57.0)], "east", 1, RUSSIA),
    P("novgorod", "Novgorod", [(32.5, 58.6), (28.9, 57.6)], "east", 1, RUSSIA, ["Pskov"]),
    P("vologda", "Vologda", [(39.5, 59.9), (39.8, 57.7)], "east", 1, RUSSIA, ["Yaroslavl", "Kostroma"]),
    P("tula", "Tula", [(37.6, 54.0)], "east", 1, RUSSIA, ["Kaluga", "Ryazan"]),
    P("orel", "Orel", [(35.5, 52.6)], "east", 1, RUSSIA, ["Kursk"]),
    P("voronezh", "Voronezh", [(39.6, 51.4), (41.6, 53.2)], "east", 1, RUSSIA, ["Tambov"]),
    P("don_cossacks", "Don Cossacks", [(41.2, 48.6)], "east", 1, RUSSIA, ["Don", "Cherkassk"]),
    P("kharkov", "Kharkov", [(36.6, 50.0)], "east", 2, RUSSIA, ["Sloboda Ukraine", "Kharkiv"]),
    P("poltava", "Poltava", [(33.6, 49.6)], "east", 1, RUSSIA, ["Little Russia"]),
    P("kiev", "Kiev", [(30.5, 50.3), (32.0, 51.6)], "east", 3, RUSSIA, ["Kyiv", "Chernigov"]),
    P("volhynia", "Volhynia", [(27.0, 50.9)], "east", 1, RUSSIA, ["Zhitomir"]),
    P("podolia", "Podolia", [(28.2, 48.8)], "east", 2, RUSSIA, ["Kamenets"]),
    P("kherson", "Kherson", [(32.0, 47.1), (30.6, 46.6)], "east", 1, RUSSIA, ["Odessa", "New Russia", "Nikolaev"]),
    P("yekaterinoslav", "Yekaterinoslav", [(35.0, 48.1)], "east", 1, RUSSIA, ["Ekaterinoslav"]),
    P("sevastopol", "Sevastopol", [(34.0, 45.0)], "east", 2, RUSSIA, ["Crimea", "Taurida", "Sebastopol"],
      claim=[(32.2, 44.2), (32.2, 45.6), (33.2, 46.08), (33.9, 46.2), (34.6, 46.1), (35.3, 45.55),
             (36.2, 45.52), (36.66, 45.48), (36.66, 44.2)]),
    P("tagenrog", "Tagenrog", [(38.4, 47.3)], "east", 1, RUSSIA, ["Taganrog", "Azov", "Rostov"]),
    P("kuban", "Kuban", [(37.6, 45.1), (39.6, 44.7)], "east", 1, None, ["Circassia", "Taman", "Ekaterinodar"]),

    # -- Ottoman Empire ----------------------------------------------------------------------
    P("stamboul", "Stamboul", [(28.5, 41.25), (26.7, 41.6)], "balkans", 4, OTTOMANS,
      ["Constantinople", "Istanbul", "Byzantium", "Adrianople", "Edirne", "Thrace"]),
    P("bulgaria", "Bulgaria", [(25.0, 42.8), (27.2, 43.3)], "balkans", 2, OTTOMANS, ["Sofia", "Varna", "Rustchuk"]),
    P("salonica", "Salonica", [(22.9, 40.9)], "balkans", 2, OTTOMANS, ["Thessaloniki", "Macedonia"]),
    P("albania", "Albania", [(20.0, 41.5), (20.8, 39.6)], "balkans", 1, OTTOMANS,
      ["Scutari", "Durazzo", "Epirus", "Janina"]),
    P("thessaly", "Thessaly", [(22.2, 39.4), (22.9, 38.5)], "balkans", 1, OTTOMANS, ["Larissa", "Athens", "Livadia"]),
    P("morea", "Morea", [(22.2, 37.5)], "balkans", 2, OTTOMANS, ["Peloponnese", "Tripolitsa"]),
    P("bosnia", "Bosnia", [(17.9, 44.1)], "balkans", 1, OTTOMANS, ["Sarajevo", "Herzegovina"]),
    P("serbia", "Serbia", [(20.8, 43.9)], "balkans", 1, OTTOMANS, ["Belgrade", "Servia"]),
    P("crete", "Crete", [(24.9, 35.25)], "balkans", 1, OTTOMANS, ["Candia"]),
    P("wallachia", "Wallachia", [(25.6, 44.5)], "east", 2, OTTOMANS, ["Bucharest"]),
    P("moldavia", "Moldavia", [(27.2, 47.0), (28.8, 46.4)], "east", 1, OTTOMANS, ["Jassy", "Iasi", "Bessarabia"]),
    P("smyrna", "Smyrna", [(27.6, 38.6), (29.0, 40.0), (30.1, 40.6)], "anatolia", 3, OTTOMANS,
      ["Izmir", "Bursa", "Brusa", "Aydin"]),
    P("angora", "Angora", [(32.8, 39.9), (34.2, 41.3)], "anatolia", 1, OTTOMANS, ["Ankara", "Sinope", "Kastamonu"]),
    P("konya", "Konya", [(32.4, 37.9), (30.7, 37.2)], "anatolia", 1, OTTOMANS, ["Karaman", "Konia", "Antalya"]),
    P("sivas", "Sivas", [(37.0, 39.7)], "anatolia", 1, OTTOMANS),
    P("trebizond", "Trebizond", [(39.7, 40.8)], "anatolia", 1, OTTOMANS, ["Trabzon"]),
    P("erzurum", "Erzurum", [(41.5, 39.6)], "anatolia", 1, OTTOMANS, ["Erzerum", "Armenia"]),
    P("adana", "Adana", [(35.3, 37.1)], "anatolia", 1, OTTOMANS, ["Cilicia"]),
    P("aleppo", "Aleppo", [(37.8, 36.0), (40.3, 37.4)], "anatolia", 2, OTTOMANS, ["Diyarbakir", "Halep"]),
    P("damascus", "Damascus", [(37.0, 33.4)], "anatolia", 1, OTTOMANS, ["Syria", "Sham"]),
    P("acre", "Acre", [(35.5, 33.4)], "anatolia", 1, OTTOMANS, ["Sidon", "Beirut", "Lebanon"]),
    P("jerusalem", "Jerusalem", [(35.0, 31.6)], "anatolia", 1, OTTOMANS, ["Palestine", "Jaffa"]),
    P("cyprus", "Cyprus", [(33.2, 35.1)], "anatolia", 1, OTTOMANS, ["Nicosia"]),

    # -- North Africa ------------------------------------------------------------------------
    P("morocco", "Morocco", [(-5.6, 34.5), (-3.0, 34.6)], "africa", 2, None, ["Fez", "Tangier", "Meknes"]),
    P("marrakesh", "Marrakesh", [(-7.8, 32.3)], "africa", 1, None, ["Marrakech", "Mogador"]),
    # Algeria reaches Morocco (the seed's cavalry rides from Algeria to Morocco).
    P("algeria", "Algeria", [(0.2, 35.3), (3.2, 36.2), (6.7, 36.0)], "africa", 3, None,
      ["Algiers", "Alger", "Constantine", "Oran", "Tlemcen", "Mascara"]),
    P("tunis", "Tunis", [(10.0, 35.6)], "africa", 2, None, ["Tunisia"]),
    P("tripoli", "Tripoli", [(12.8, 32.2), (16.2, 31.1)], "africa", 1, None, ["Tripolitania", "Libya", "Sirte"]),
    P("cyrenaica", "Cyrenaica", [(22.0, 32.2)], "africa", 1, None, ["Benghazi", "Derna"]),
    P("egypt", "Egypt", [(30.3, 30.8), (32.8, 30.3)], "africa", 3, None, ["Alexandria", "Cairo"]),
)

SEAS: tuple[Sea, ...] = (
    Sea("north_atlantic", "North Atlantic", ((-15.0, 56.0), (-9.0, 60.5)), ()),
    Sea("norwegian_sea", "Norwegian Sea", ((3.0, 62.3), (-1.0, 61.8))),
    Sea("north_sea", "North Sea", ((2.0, 57.6), (2.9, 53.6), (4.5, 59.5))),
    Sea("heligoland_bight", "Heligoland Bight", ((7.2, 54.3), (5.0, 53.9)), ("German Bight",)),
    Sea("skagerrak", "Skagerrak", ((9.3, 57.9),)),
    Sea("kattegat", "Kattegat", ((11.6, 56.8), (12.7, 55.7), (10.9, 55.35)), ("The Sound", "Oresund", "Great Belt")),
    Sea("western_baltic", "Western Baltic", ((12.5, 54.6), (11.3, 54.55)), ("Bay of Kiel",)),
    Sea("baltic_sea", "Baltic Sea", ((17.7, 56.0), (20.5, 57.7), (15.5, 55.0)), ("Baltic",)),
    Sea("gulf_of_bothnia", "Gulf of Bothnia", ((20.2, 62.6), (19.3, 61.0))),
    Sea("gulf_of_finland", "Gulf of Finland", ((25.0, 59.8), (20.3, 59.6), (22.6, 59.55), (27.5, 60.0)), ("Aland Sea",)),
    Sea("english_channel", "English Channel", ((-2.5, 50.0), (1.1, 50.7)), ("Channel", "La Manche")),
    Sea("irish_sea", "Irish Sea", ((-5.0, 53.6), (-5.6, 52.1)), ("St George's Channel",)),
    Sea("western_approaches", "Western Approaches", ((-8.5, 48.8), (-10.5, 51.0))),
    Sea("bay_of_biscay", "Bay of Biscay", ((-4.5, 45.5),), ("Biscay",)),
    Sea("atlantic_ocean", "Atlantic Ocean", ((-11.5, 41.5), (-10.8, 38.0)), ("Iberian Atlantic", "Atlantic")),
    Sea("gulf_of_cadiz", "Gulf of Cadiz", ((-7.5, 36.3), (-9.8, 33.8)), ("Cape Trafalgar",)),
    Sea("strait_of_gibraltar", "Strait of Gibraltar", ((-4.6, 36.0), (-3.0, 36.0), (-1.9, 36.3)),
        ("Alboran Sea", "Straits of Gibraltar")),
    Sea("balearic_sea", "Balearic Sea", ((1.2, 39.9), (0.2, 38.4), (2.0, 37.6))),
    Sea("gulf_of_lion", "Gulf of Lion", ((4.4, 42.6), (8.4, 43.7)), ("Gulf of Lions", "Ligurian Sea")),
    Sea("sardinian_sea", "Sardinian Sea", ((6.8, 39.8), (5.5, 37.7))),
    Sea("western_mediterranean", "Western Mediterranean", ((12.2, 40.6), (10.4, 42.7), (13.5, 39.0)),
        ("Tyrrhenian Sea", "Western Med")),
    Sea("strait_of_sicily", "Strait of Sicily", ((11.8, 36.9), (14.0, 35.4)), ("Sicilian Channel", "Malta Channel")),
    Sea("ionian_sea", "Ionian Sea", ((18.6, 37.8), (17.0, 35.8), (20.0, 36.3))),
    Sea("gulf_of_venice", "Gulf of Venice", ((13.3, 44.8),), ("Upper Adriatic",)),
    Sea("adriatic_sea", "Adriatic Sea", ((16.0, 42.9), (18.5, 41.6)), ("Adriatic",)),
    Sea("gulf_of_sidra", "Gulf of Sidra", ((18.5, 32.9), (15.5, 33.5)), ("Gulf of Sirte",)),
    Sea("libyan_sea", "Libyan Sea", ((24.5, 34.0), (27.8, 32.6))),
    Sea("levantine_sea", "Levantine Sea", ((32.2, 34.0), (34.6, 32.6), (30.5, 32.4), (34.0, 36.2)), ("Levant",)),
    Sea("aegean_sea", "Aegean Sea", ((24.8, 39.3), (25.6, 37.9)), ("Aegean", "Archipelago")),
    Sea("sea_of_candia", "Sea of Candia", ((25.0, 36.1), (27.5, 36.0)), ("Sea of Crete",)),
    Sea("sea_of_marmara", "Sea of Marmara", ((28.2, 40.7),), ("Marmara", "Propontis", "Bosporus", "Dardanelles"),
        claim=((26.12, 40.0), (26.12, 40.35), (26.6, 40.62), (27.4, 40.9), (28.9, 41.24), (29.2, 41.24),
               (30.1, 40.9), (30.1, 40.2), (27.5, 39.9), (26.4, 39.85))),
    Sea("western_black_sea", "Western Black Sea", ((30.6, 43.4), (31.6, 45.6)), ("Black Sea",)),
    Sea("eastern_black_sea", "Eastern Black Sea", ((37.5, 42.6), (40.5, 42.3), (34.8, 42.6))),
    Sea("red_sea", "Red Sea", ((34.6, 28.4), (33.0, 28.6)), ("Gulf of Suez", "Gulf of Aqaba")),
    Sea("sea_of_azov", "Sea of Azov", ((36.6, 46.2),), ("Azov Sea",),
        claim=((34.4, 45.32), (36.4, 45.32), (36.62, 45.22), (36.72, 45.22), (39.8, 45.22), (39.8, 47.6),
               (34.4, 47.6))),
)

# The seed's seven straits; the arrow runs from a to b and ends inside each province. A strait
# of three provinces ("Gibraltar, Murcia, and Morocco") joins each pair of them.
STRAITS: tuple[Strait, ...] = (
    Strait("gibraltar", "morocco", "strait_of_gibraltar", ((-5.4, 36.2), (-5.45, 35.95), (-5.5, 35.6)),
           "the Strait of Gibraltar"),
    Strait("murcia", "morocco", "strait_of_gibraltar", ((-1.2, 37.6), (-1.8, 36.6), (-2.6, 35.5), (-2.9, 35.0)),
           "across the Alboran Sea"),
    Strait("gibraltar", "murcia", "strait_of_gibraltar", ((-5.37, 36.15), (-2.15, 36.8)),
           "along the Alboran Sea"),
    Strait("corsica", "sardinia", "western_mediterranean", ((9.1, 41.75), (9.2, 41.35), (9.25, 40.95)),
           "the Strait of Bonifacio"),
    Strait("sicily", "naples", "western_mediterranean", ((15.2, 38.05), (15.6, 38.25), (16.05, 38.55)),
           "the Strait of Messina"),
    Strait("stamboul", "smyrna", "sea_of_marmara", ((28.4, 41.15), (28.45, 40.75), (28.6, 40.25)),
           "the Bosporus and the Dardanelles"),
    Strait("stockholm", "st_petersburg", "gulf_of_finland",
           ((18.3, 59.55), (19.6, 59.55), (22.0, 59.45), (25.0, 59.75), (27.8, 60.05), (29.6, 60.15), (30.4, 60.1)),
           "across the Baltic"),
    Strait("halse", "copenhagen", "kattegat", ((13.2, 56.0), (12.75, 55.95), (12.3, 55.8)), "the Sound"),
    Strait("copenhagen", "denmark", "kattegat", ((11.6, 55.4), (11.0, 55.35), (10.35, 55.3)), "the Great Belt"),
    Strait("halse", "denmark", "kattegat", ((13.2, 56.1), (12.3, 56.4), (11.0, 56.5), (10.2, 56.3)), "across the Kattegat"),
    Strait("sevastopol", "tagenrog", "sea_of_azov", ((35.3, 45.4), (35.9, 46.0), (37.2, 46.75), (38.6, 47.3)),
           "across the Sea of Azov"),
)
# fmt: on
