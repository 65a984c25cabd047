"""What the EiA map adds to Europe 1805: capitals, cities with their ports, and seed 003's 34
shipyards as city records per area. Capacities and fort values are our own, not EiA's."""

# nation -> capital area id (the capital city gets a fortress)
CAPITALS = {"France": ("paris", "Paris"), "Great Britain": ("london", "London"), "Spain": ("madrid", "Madrid"),
            "Austria": ("vienna", "Vienna"), "Prussia": ("brandenburg", "Berlin"),
            "Russia": ("st_petersburg", "St Petersburg"), "Turkey": ("stamboul", "Constantinople")}

# seed 003's table: nation, city, area id, the sea areas its port opens on, capacity (ships), note
SHIPYARDS = [
    ("Great Britain", "Portsmouth", "hampshire", ["english_channel"], 15, None),
    ("Great Britain", "Plymouth", "cornwall", ["english_channel"], 15, None),
    ("Great Britain", "London", "london", ["english_channel"], 30, None),
    ("Great Britain", "Dublin", "dublin", ["irish_sea"], 5, 1),
    ("Great Britain", "Glasgow", "scotland", ["irish_sea"], 5, 1),
    ("France", "Brest", "brittany", ["bay_of_biscay", "english_channel"], 10, None),
    ("France", "Le Havre", "normandy", ["english_channel"], 8, 1),
    ("France", "Toulon", "provence", ["gulf_of_lion"], 10, None),
    ("France", "Marseilles", "provence", ["gulf_of_lion"], 10, None),
    ("France", "Cherbourg", "normandy", ["english_channel"], 5, 1),
    ("Spain", "Cadiz", "andalusia", ["gulf_of_cadiz"], 20, None),
    ("Spain", "Havana", "west_indies", ["west_indies"], 20, None),
    ("Spain", "Corunna", "galicia", ["bay_of_biscay", "atlantic_ocean"], 4, 2),
    ("Spain", "Barcelona", "catalonia", ["balearic_sea"], 4, 2),
    ("Spain", "Cartagena", "murcia", ["balearic_sea"], 2, 2),
    ("Prussia", "Danzig", "west_prussia", ["baltic_sea"], 4, 3),
    ("Prussia", "Königsberg", "east_prussia", ["baltic_sea"], 2, 3),
    ("Prussia", "Stettin", "pomerania", ["western_baltic", "baltic_sea"], 3, 3),
    ("Austria", "Trieste", "carniola", ["gulf_of_venice"], 5, None),
    ("Austria", "Zara", "dalmatia", ["adriatic_sea"], 1, None),
    ("Russia", "St Petersburg", "st_petersburg", ["gulf_of_finland"], 15, None),
    ("Russia", "Archangel", "archangel", ["white_sea"], 4, 1),
    ("Russia", "Riga", "livonia", ["baltic_sea"], 5, None),
    ("Russia", "Sevastopol", "sevastopol", ["western_black_sea", "eastern_black_sea"], 4, None),
    ("Turkey", "Constantinople", "stamboul", ["sea_of_marmara", "western_black_sea"], 10, None),
    ("Turkey", "Sinope", "angora", ["eastern_black_sea"], 2, None),
    ("Turkey", "Smyrna", "smyrna", ["aegean_sea"], 5, None),
    ("Venice", "Venice", "venice", ["gulf_of_venice"], 8, None),
    ("Naples", "Naples", "naples", ["western_mediterranean"], 4, None),
    ("Denmark", "Copenhagen", "copenhagen", ["kattegat", "western_baltic"], 10, None),
    ("Denmark", "Hamburg", "holstein", ["heligoland_bight"], 4, None),
    ("Sweden", "Karlskrona", "smaland", ["baltic_sea"], 10, None),
    ("Holland", "Amsterdam", "holland", ["north_sea"], 10, None),
    ("Portugal", "Lisbon", "lisbon", ["atlantic_ocean"], 10, None),
]

# seed 003's yard costs and times by nation: (new cost, repair cost), (new months, repair months)
YARD_TERMS = {"Great Britain": ((10, 2), (12, 3)), "France": ((10, 2), (12, 3)), "Spain": ((10, 2), (12, 3)),
              "Prussia": ((18, 6), (20, 6)), "Austria": ((14, 4), (16, 4)), "Russia": ((12, 3), (14, 4)),
              "Turkey": ((12, 3), (14, 4)), "Venice": ((15, 5), (15, 5)), "Naples": ((15, 5), (15, 5)),
              "Denmark": ((12, 3), (12, 2)), "Sweden": ((10, 2), (12, 3)), "Holland": ((12, 3), (12, 2)),
              "Portugal": ((12, 3), (12, 2))}

# Off-map boxes, drawn outside Europe 1805's frame (which its seas fill): (id, name, kind, rectangle in
# the map's EPSG:3035 metres, neighbours with edge kind)
BOXES = [
    ("west_indies", "West Indies", "sea", (2140000, 2300000, 2380000, 2540000),
     [("north_atlantic", "sea"), ("atlantic_ocean", "sea"), ("western_approaches", "sea")]),
    ("white_sea", "White Sea", "sea", (6400000, 4520000, 6680000, 4720000), [("norwegian_sea", "sea")]),
    ("archangel", "Archangel", "land", (6700000, 4520000, 6980000, 4720000),
     [("white_sea", "coast"), ("vologda", "land")]),
]
