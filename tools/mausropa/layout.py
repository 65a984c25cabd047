"""Mausropa as the seed draws it: numbered circles joined by lines. One row per region:
(number, name, kind, x, y, nation, cities, cheese, terrain). Pixels, y down, north at the top."""

LAND, SEA = "land", "sea"

REGIONS = [
    # Crimsonia: 12 loyal cities (the seed's production example)
    (1, "Crimson Keep", LAND, 250, 520, "Crimsonia", 3, 3, "plains"),
    (2, "Vermilion", LAND, 210, 350, "Crimsonia", 2, 2, "plains"),
    (3, "Scarlet Moors", LAND, 130, 660, "Crimsonia", 1, 1, "hills"),
    (4, "Carmine", LAND, 400, 410, "Crimsonia", 1, 2, "plains"),
    (5, "Cardinal Wood", LAND, 370, 250, "Crimsonia", 0, 2, "forest"),
    (9, "Rubygate", LAND, 440, 610, "Crimsonia", 2, 2, "plains"),
    (12, "Madder Vale", LAND, 300, 780, "Crimsonia", 3, 3, "plains"),
    # Stilwen, the Demouscratic Republic
    (6, "Stilwen City", LAND, 570, 330, "Stilwen", 2, 2, "plains"),
    (7, "Liberty Downs", LAND, 530, 170, "Stilwen", 1, 2, "hills"),
    (8, "Republic Marsh", LAND, 590, 470, "Stilwen", 1, 1, "marsh"),
    (10, "Grenadier Hills", LAND, 700, 290, "Stilwen", 0, 2, "hills"),
    # Adoen, occupied by Maustria
    (11, "Adoen Crown", LAND, 820, 420, "Adoen", 2, 3, "plains"),
    (18, "Stepka's March", LAND, 820, 270, "Adoen", 1, 2, "hills"),
    (19, "Pratplatkof", LAND, 940, 330, "Adoen", 1, 2, "plains"),
    (20, "Adoen Shore", LAND, 800, 560, "Adoen", 1, 1, "plains"),
    # Maustria
    (21, "Maus Imperial", LAND, 1230, 520, "Maustria", 3, 4, "plains"),
    (22, "Rostopki", LAND, 1070, 430, "Maustria", 2, 3, "plains"),
    (23, "Eastmark", LAND, 1380, 410, "Maustria", 2, 2, "plains"),
    (24, "Whiskerport", LAND, 1060, 650, "Maustria", 1, 2, "plains"),
    (25, "Tailbridge", LAND, 1220, 700, "Maustria", 1, 2, "plains"),
    (26, "Nibbles", LAND, 1410, 640, "Maustria", 1, 2, "plains"),
    (27, "Countess Wood", LAND, 1120, 290, "Maustria", 0, 2, "forest"),
    (28, "Steppe Gate", LAND, 1300, 280, "Maustria", 1, 1, "plains"),
    # Typ Lef Nazin
    (29, "Typ Lef", LAND, 1370, 140, "Typ Lef Nazin", 2, 2, "desert"),
    (30, "Nazin Steppe", LAND, 1510, 260, "Typ Lef Nazin", 0, 1, "desert"),
    (31, "Lef Oasis", LAND, 1200, 160, "Typ Lef Nazin", 1, 1, "desert"),
    # Manarth
    (32, "Manarth Hold", LAND, 920, 150, "Manarth", 2, 2, "hills"),
    (33, "Honour Peak", LAND, 1050, 190, "Manarth", 1, 1, "mountains"),
    (34, "Vengeance Ford", LAND, 770, 120, "Manarth", 1, 1, "plains"),
    # Dunbarra, the pirates
    (35, "Dunbarra", LAND, 330, 110, "Dunbarra", 2, 2, "hills"),
    (36, "Pirate Cove", LAND, 150, 190, "Dunbarra", 1, 1, "hills"),
    (37, "Skerries", LAND, 620, 70, "Dunbarra", 1, 1, "hills"),
    # Berdain
    (38, "Berdain", LAND, 230, 960, "Berdain", 2, 2, "plains"),
    (39, "Lowland Dairies", LAND, 420, 930, "Berdain", 2, 3, "plains"),
    (40, "Cheese Coast", LAND, 160, 1100, "Berdain", 1, 2, "plains"),
    (41, "Berdain Heath", LAND, 420, 1090, "Berdain", 1, 1, "plains"),
    # Randomia (region 15: the seed's 13 units)
    (15, "Randomia", LAND, 620, 900, "Randomia", 2, 4, "plains"),
    (16, "Chance Hills", LAND, 700, 760, "Randomia", 1, 3, "hills"),
    (42, "Odds End", LAND, 600, 1070, "Randomia", 1, 2, "plains"),
    # Ubliko
    (17, "Ubliko Gate", LAND, 860, 860, "Ubliko", 1, 2, "plains"),
    (43, "Grand Ducheesse", LAND, 980, 980, "Ubliko", 2, 2, "plains"),
    (44, "Quietmere", LAND, 810, 1080, "Ubliko", 1, 1, "plains"),
    (45, "Renunciation", LAND, 1040, 820, "Ubliko", 0, 2, "forest"),
    # Zurin
    (46, "Zurin", LAND, 1250, 960, "Zurin", 2, 2, "plains"),
    (47, "Civil Field", LAND, 1180, 840, "Zurin", 1, 1, "plains"),
    (48, "Zurin March", LAND, 1420, 850, "Zurin", 1, 2, "plains"),
    (49, "Southern Zurin", LAND, 1300, 1090, "Zurin", 1, 1, "plains"),
    # seas: 13 is the seed's blockade example, between Crimsonia and Maustria's reach
    (13, "Fondue Sea", SEA, 640, 620, None, 0, 0, None),
    (14, "Ricotta Lagoon", SEA, 920, 660, None, 0, 0, None),
    (50, "Gorgonzola Ocean", SEA, 40, 440, None, 0, 0, None),
    (51, "Brie Bight", SEA, 40, 880, None, 0, 0, None),
    (52, "Pirates' Sound", SEA, 40, 120, None, 0, 0, None),
    (53, "Northern Rind", SEA, 470, 20, None, 0, 0, None),
    (54, "Gruyere Strait", SEA, 880, 20, None, 0, 0, None),
    (55, "Emmental Deep", SEA, 1560, 90, None, 0, 0, None),
    (56, "Edam Sea", SEA, 1570, 460, None, 0, 0, None),
    (57, "Havarti Sea", SEA, 1570, 800, None, 0, 0, None),
    (58, "Camembert Reach", SEA, 1520, 1170, None, 0, 0, None),
    (59, "Manchego Bay", SEA, 1110, 1180, None, 0, 0, None),
    (60, "Feta Gulf", SEA, 700, 1180, None, 0, 0, None),
    (61, "Stilton Sound", SEA, 300, 1180, None, 0, 0, None),
]

# Lines drawn on the seed's map, by region number ("a-b"); land-sea lines are coasts.
LINKS = """
1-2 1-3 1-4 1-9 1-12 2-4 2-5 2-36 4-5 4-6 4-8 4-9 5-35 5-7 3-12 9-12 9-8 12-38 12-39
6-7 6-8 6-10 7-10 7-35 7-37 7-34 10-18 10-11 8-11 8-20
11-18 11-19 11-20 11-22 18-19 18-34 18-32 19-22 19-27 19-33 20-16 20-24
21-22 21-23 21-25 21-26 22-27 22-24 23-28 23-26 24-25 24-45 25-26 25-47 27-28 27-33 28-29 28-31 23-30
29-30 29-31 31-33 32-33 32-34 34-37 35-36 35-37
38-39 38-40 39-41 39-15 40-41 41-42 15-16 15-42 15-17 16-17 17-45 17-43 17-44 43-44 43-45 42-44
45-47 43-47 46-47 46-48 46-49 47-48 48-26 43-49
3~50 2~50 3~51 36~52 36~50 35~53 37~53 37~54 34~54 32~54 31~54 29~55 30~55 30~56 23~56 26~56 26~57 48~57 48~58
49~58 49~59 43~59 44~59 44~60 42~60 41~60 41~61 40~61 40~51 38~51
9~13 8~13 20~13 16~13 20~14 24~14 16~14 17~14 45~14
13-14 50-52 50-51 51-61 61-60 60-59 59-58 58-57 57-56 56-55 55-54 54-53 53-52
"""

# Ports: coastal regions with a city, where units board and land and ships are built.
NOT_PORTS = {"3", "30", "45"}

# Weather zones (the seed: the north is warmer, the south cooler).
def zone(y: int) -> str | None:
    return "north" if y < 300 else "south" if y > 820 else None
