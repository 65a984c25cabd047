"""The order words of French, German, Spanish, Italian, Portuguese, Dutch, Polish and the Scandinavian languages: one table per language, each word
with the one English word every ruleset reads ('recrute' is 'build' wherever it is read). Both translators
take their words from here: engine.words.foreign (word for word) and engine.words.foreign_phrases (the
phrases of a move or a build tried first); a word never means one thing to one and another to the other.

Each language: WORDS, the English word and the forms that mean it (lower case, accents as written), and
PHRASES, the phrases of several words and their English."""

from __future__ import annotations

from typing import NamedTuple


class Language(NamedTuple):
    name: str
    words: dict[str, str]         # English -> its forms in the language, separated by spaces
    phrases: dict[str, str]       # a phrase of several words -> its English


FRENCH = Language("French", {
    "move": "déplace déplacent déplacer deplacer deplace passe passent", "marches": "marche", "march": "marchent marcher",
    "advances": "avance", "advance": "avancent avancer", "sails": "navigue", "sail": "naviguent naviguer", "goes": "va",
    "go": "vont", "stays": "reste demeure", "stay": "restent rester", "holds": "tient", "hold": "tiennent tenir",
    "commit": "engager", "guard": "garde", "surrender": "reddition capitulation",
    "buy": "achète achete acheter achetez", "pay": "payer paie payons payez", "build": "construire construit construis construisent construisons bâtir "
    "recrute recruter lever", "attacks": "attaque", "attack": "attaquent attaquer", "invest": "investir investit investis "
    "investissons", "scouts": "éclaire eclaire", "scouting": "éclairant eclairant", "annex": "annexe annexer j'annexe", "lands": "débarque debarque",
    "land": "débarquent debarquent", "embarks": "embarque", "embark": "embarquent", "escapes": "fuit", "escape": "fuient",
    "then": "puis ensuite", "and": "et", "with": "avec", "in": "dans", "army": "armée armee", "armies": "armées armees",
    "ship": "navire vaisseau", "ships": "navires vaisseaux", "fleet": "flotte", "squadron": "escadre",
    "squadrons": "escadres", "infantry": "infanterie infanteries", "cavalry": "cavalerie cavaleries", "artillery": "artillerie",
    "unit": "unité unite", "units": "unités unites", "cheese": "fromage fromages", "trade": "commerce",
    "general": "général", "militia": "milice milices", "frigate": "frégate", "frigates": "frégates",
    "galleon": "galion", "galleons": "galions", "intercepts": "intercepte", "intercept": "interceptent intercepter",
    "please": "svp stp", "spend": "dépenser dépense dépensons dépensez depenser depense", "all": "tous toutes", "raise": "augmente augmenter augmentez", "1": "un une", "2": "deux", "3": "trois", "4": "quatre", "5": "cinq", "6": "six", "7": "sept",
    "8": "huit", "9": "neuf", "10": "dix",
    "player": "joueur joueuse", "replacement": "remplaçant remplacant remplaçante successeur", "replaces": "remplace",
    "leaves": "quitte", "game": "partie jeu",
    "orders": "ordres", "for": "pour", "winter": "hiver", "spring": "printemps", "summer": "été ete",
    "autumn": "automne", "turn": "tour",
    # the standing answer on sieges: 'Les places assiégées résistent.'
    "besieged": "assiégé assiégés assiégée assiégées assiege assieges assiegee assiegees", "cities": "villes",
    "fortresses": "forteresses", "garrisons": "garnisons", "resist": "résistent résiste resistent resiste",
}, {
    "cavalerie lourde": "heavy cavalry", "cavaleries lourdes": "heavy cavalry", "infanterie légère": "light infantry", "infanterie legere": "light infantry", "infanteries légères": "light infantry",
    "déclare la guerre à": "declares war on", "déclare la guerre au": "declares war on",
    "déclarer la guerre à": "declare war on", "déclarons la guerre à": "declare war on", "guerre à": "declare war on",
    "guerre contre": "declare war on", "s'allie avec": "allies with", "alliance avec": "alliance with",
    "paix avec": "peace with", "se rend en": "goes to", "se rend à": "goes to", "se rend au": "goes to",
    "se rend dans": "goes to", "se rendent en": "go to", "se rend": "goes", "se rendent": "go",
    "ordre permanent": "standing", "continuer le combat": "fight on", "continuer à combattre": "fight on",
    "reste en": "stays in", "reste à": "stays in", "reste au": "stays in", "pas de combat": "no combat",
    "sans combat": "no combat", "sans combattre": "no combat", "avec les navires": "with the ships",
    "avec la flotte": "with the fleet", "marche sur": "marches to", "marche vers": "marches to", "marche à": "marches to",
    "marche au": "marches to", "marche en": "marches to", "marchent sur": "march to", "marchent vers": "march to",
    "se déplace vers": "moves to", "se déplace à": "moves to", "se déplace en": "moves to", "avance sur": "advances to",
    "avance vers": "advances to", "avance en": "advances to", "va à": "goes to", "va en": "goes to", "va au": "goes to",
    "annexion de": "annex", "fait la paix avec": "makes peace with", "faire la paix avec": "make peace with",
    "n'intercepte pas": "does not intercept", "n'interceptent pas": "do not intercept",
    "ne pas intercepter": "do not intercept", "s'il vous plaît": "please", "s'il vous plait": "please",
    "le remplace": "replaces him", "la remplace": "replaces her", "le remplacera": "will replace him",
    "la remplacera": "will replace her", "remplacé par": "replaced by", "remplacée par": "replaced by",
    "remplace par": "replaced by", "est remplacé par": "is replaced by", "sera remplacé par": "will be replaced by",
    "nouveau joueur": "new player", "joueur est": "player is", "abandonne la partie": "leaves the game",
    "se retire de la partie": "leaves the game", "prend la relève": "takes over", "prend le relais": "takes over",
    "en cas de siège": "in case of siege", "en cas de siege": "in case of siege", "si la bataille": "if the battle",
    "dure un deuxième jour": "lasts a second day", "dure un second jour": "lasts a second day",
    "un deuxième jour": "a second day", "on se retire": "we withdraw", "nous nous retirons": "we withdraw",
    "en éclairant": "scouting", "en eclairant": "scouting", "en passant par": "via",
    "nous continuons le combat": "we fight on", "d'hiver": "for winter", "de printemps": "for spring",
    "d'été": "for summer", "d'automne": "for autumn", "ordres de": "orders for", "on continue le combat": "we fight on", "continuons le combat": "fight on",
    "lever le fromage": "raise cheese", "lever du fromage": "raise cheese", "lève le fromage": "raise cheese",
})

GERMAN = Language("German", {
    "move": "bewegt bewege bewegen zieht ziehen", "marches": "marschiert marchiert", "march": "marschieren marschiere",
    "advances": "rückt rueckt", "sails": "segelt", "sail": "segeln", "stays": "bleibt", "stay": "bleiben",
    "holds": "hält", "hold": "halten", "commit": "einsetzen", "fight on": "weiterkämpfen weiterkaempfen",
    "surrender": "kapitulation", "buy": "kaufe kauft kaufen", "pay": "zahlen zahle zahlt bezahlen bezahle bezahlt",
    "build": "bau baue baut bauen rekrutiert rekrutiere ausheben",
    "invest": "investiert investiere investieren", "scouts": "erkundet aufklärung aufklaerung", "scout": "erkunde erkunden aufklären", "annex": "annektiert annektiere annektieren",
    "lands": "landet", "escapes": "flieht entkommt", "escape": "fliehen", "then": "dann danach", "and": "und",
    "with": "mit", "in": "im", "armies": "armeen", "ship": "schiff", "ships": "schiffe", "corps": "korps",
    "squadron": "geschwader", "heavy": "schwere schwer schweren", "light": "leichte leicht leichten", "cavalry": "kavallerie", "unit": "einheit", "units": "einheiten", "cheese": "käse",
    "trade": "handel", "militia": "miliz", "frigate": "fregatte", "frigates": "fregatten", "galleon": "galeone",
    "galleons": "galeonen", "intercepts": "fängt", "please": "bitte", "TP": "taktikpunkte taktikpunkt",
    "spend": "ausgeben", "to": "bis", "all": "alle allen sämtliche", "raise": "erhöhe erhöht erhöhen erhebe erhebt erheben", "fort": "festung", "forts": "festungen", "declares war on": "erklärt",
    "declare war on": "erkläre erklären", "1": "ein eine eins", "2": "zwei", "3": "drei", "4": "vier", "5": "fünf", "6": "sechs",
    "7": "sieben", "8": "acht", "9": "neun", "10": "zehn",
    "player": "spieler spielerin", "replacement": "ersatzspieler ersatz nachfolger nachfolgerin", "replaces": "ersetzt",
    "leaves": "verlässt verlaesst", "game": "spiel partie", "is": "ist", "takes over": "übernimmt uebernimmt",
    "orders": "befehle befehl", "for": "für fuer", "spring": "frühling fruehling frühjahr fruehjahr", "summer": "sommer",
    "autumn": "herbst", "turn": "zug runde",
    "besieged": "belagerte belagerten belagerter belagertes", "cities": "städte staedte", "city": "stadt",
    "fortresses": "festungsstädte", "garrisons": "garnisonen besatzungen",
}, {
    "verbündet sich mit": "allies with", "bündnis mit": "alliance with", "allianz mit": "alliance with",
    "frieden mit": "peace with", "stehender befehl": "standing", "stehende befehle": "standing", "bleibt in": "stays in",
    "alle anderen": "all others", "alle übrigen": "all others", "der rest": "the rest", "die übrigen": "the others",
    "kein kampf": "no combat", "ohne kampf": "no combat", "keine schlacht": "no combat",
    "mit den schiffen": "with the ships", "mit der flotte": "with the fleet", "marschiert nach": "marches to",
    "marschiert in": "marches to", "zieht nach": "moves to", "rückt nach": "advances to", "rückt vor nach": "advances to",
    "greift an": "attacks", "kriegserklärung an": "declare war on", "erkläre krieg an": "declare war on",
    "erklären krieg an": "declare war on", "krieg gegen": "declare war on", "den krieg": "",
    "schließt ein bündnis mit": "allies with", "schliesst ein bündnis mit": "allies with",
    "schließt frieden mit": "makes peace with", "schliesst frieden mit": "makes peace with",
    "bleibt stehen": "holds", "bleiben stehen": "hold", "fängt nicht ab": "does not intercept",
    "fängt ab": "intercepts",
    "ersetzt ihn": "replaces him", "ersetzt sie": "replaces her", "wird ihn ersetzen": "will replace him",
    "ersetzt durch": "replaced by", "wird ersetzt durch": "is replaced by", "neuer spieler": "new player",
    "neue spieler": "new player", "neue spielerin": "new player", "steigt aus dem spiel aus": "leaves the game",
    "hört auf": "quits", "hoert auf": "quits", "scheidet aus": "leaves the game", "steigt aus": "quits",
    "im falle einer belagerung": "in case of siege", "bei einer belagerung": "in case of siege",
    "wenn die schlacht": "if the battle", "einen zweiten tag dauert": "lasts a second day",
    "ziehen wir uns zurück": "we withdraw", "wir ziehen uns zurück": "we withdraw", "kämpfen wir weiter": "we fight on",
    "wir kämpfen weiter": "we fight on", "kämpfen weiter": "fight on", "kämpft weiter": "fights on",
    "kaempfen weiter": "fight on", "ergeben sich nicht": "do not surrender", "ergibt sich nicht": "does not surrender",
    "ergeben sich": "surrender", "ergibt sich": "surrenders",
})

SPANISH = Language("Spanish", {
    "move": "muevo mueve mover pasa", "moves": "mueven pasan", "marches": "marcha", "march": "marchan marchar",
    "advances": "avanza", "advance": "avanzan avanzar", "sails": "navega", "sail": "navegan navegar", "stays": "queda",
    "stay": "quedan", "holds": "tiene mantiene", "hold": "mantener", "commit": "comprometer", "guard": "guardia",
    "surrender": "rendición rendicion", "buy": "compro compra comprar compramos",
    "build": "construir construye "
    "construyo construimos recluta reclutar recluto", "attacks": "ataca", "attack": "atacan atacar",
    "invest": "invertir invierte invertimos", "scouts": "explora", "scouting": "explorando", "annex": "anexa anexar anexiona anexionar",
    "lands": "desembarca", "land": "desembarcan", "embarks": "embarca", "embark": "embarcan", "escapes": "huye",
    "escape": "huyen", "then": "luego después", "and": "y", "with": "con", "army": "ejército ejercito",
    "armies": "ejércitos ejercitos", "ship": "barco", "ships": "barcos buques", "fleet": "flota", "corps": "cuerpo",
    "squadron": "escuadra", "squadrons": "escuadras", "infantry": "infantería infanteria infanterías infanterias",
    "cavalry": "caballería caballeria caballerías caballerias", "artillery": "artillería artilleria", "unit": "unidad", "units": "unidades",
    "cheese": "queso quesos", "trade": "comercio", "militia": "milicia milicias", "frigate": "fragata",
    "frigates": "fragatas", "galleon": "galeón galeon", "galleons": "galeones", "intercepts": "intercepta",
    "pay": "pagar paga pago pagamos pague", "supply": "suministro suministros abastecimiento", "all": "todo toda todos todas",
    "spend": "gastar gasta gastamos gaste", "cede": "ceder cede cedemos", "raise": "aumentar aumenta aumentamos "
    "elevar eleva subir sube", "found": "fundar funda fundamos", "siege": "asediar asedia", "assault": "asaltar asalta",
    "blockade": "bloquear bloquea bloqueamos", "retreat": "retirar retira", "fort": "fuerte", "forts": "fuertes",
    "city": "ciudad", "general": "general", "home": "casa", "light": "ligera", "heavy": "pesada",
    "casualties": "bajas", "first": "primero primeros primera",
    "1": "uno una", "2": "dos", "3": "tres", "4": "cuatro", "5": "cinco",
    "6": "seis", "7": "siete", "8": "ocho", "9": "nueve", "10": "diez",
    "player": "jugador jugadora", "replacement": "sustituto sustituta reemplazo reemplazante sucesor",
    "replaces": "sustituye reemplaza", "game": "partida juego",
    "orders": "órdenes ordenes", "for": "para", "winter": "invierno", "spring": "primavera", "summer": "verano",
    "autumn": "otoño otono", "turn": "turno",
    # the standing answer on sieges: 'Las plazas sitiadas resisten.'
    "besieged": "sitiada sitiadas sitiado sitiados asediada asediadas asediado asediados", "cities": "ciudades plazas",
    "fortresses": "fortalezas", "garrisons": "guarniciones", "resist": "resisten resistir resistirán",
}, {
    "caballería pesada": "heavy cavalry", "caballeria pesada": "heavy cavalry", "infantería ligera": "light infantry", "infanteria ligera": "light infantry",
    "declara la guerra a": "declares war on", "declara la guerra al": "declares war on",
    "declarar la guerra a": "declare war on", "declaramos la guerra a": "declare war on", "guerra a": "declare war on",
    "se alía con": "allies with", "se alia con": "allies with", "alianza con": "alliance with", "paz con": "peace with",
    "se queda en": "stays in", "queda en": "stays in", "se queda": "stays", "permanece en": "stays in",
    "permanece": "stays", "orden permanente": "standing", "seguir luchando": "fight on", "sin combate": "no combat",
    "sin combatir": "no combat", "ningún combate": "no combat", "ningun combate": "no combat",
    "con los barcos": "with the ships", "con la flota": "with the fleet", "marcha a": "marches to",
    "marcha hacia": "marches to", "marcha sobre": "marches to", "avanza a": "advances to", "avanza hacia": "advances to",
    "se mueve a": "moves to", "va a": "goes to", "hacer la paz con": "make peace with", "hace la paz con": "makes peace with",
    "no intercepta": "does not intercept", "por favor": "please",
    "se quedan en casa": "stay home", "se queda en casa": "stays home", "quedan en casa": "stay home",
    "no gastar pt": "spend no TP", "no gastar tp": "spend no TP", "no gastamos pt": "spend no TP",
    "no gastamos tp": "spend no TP", "pt hasta el": "TP to reach", "tp hasta el": "TP to reach",
    "pt hasta": "TP to reach", "tp hasta": "TP to reach", "gastar pt": "spend TP", "gastamos pt": "spend TP",
    "aliarse con": "ally with", "nos aliamos con": "ally with", "aliamos con": "ally with",
    "romper el comercio con": "break trade with", "rompe el comercio con": "break trade with",
    "en comercio con": "in trade with", "en el comercio con": "in trade with", "una ciudad": "a city",
    "el queso": "cheese", "la producción de queso": "cheese", "la produccion de queso": "cheese",
    "lo sustituye": "replaces him", "le sustituye": "replaces him", "la sustituye": "replaces her",
    "lo reemplaza": "replaces him", "le reemplaza": "replaces him", "la reemplaza": "replaces her",
    "lo sustituirá": "will replace him", "lo reemplazará": "will replace him", "sustituido por": "replaced by",
    "reemplazado por": "replaced by", "es sustituido por": "is replaced by", "es reemplazado por": "is replaced by",
    "será sustituido por": "will be replaced by", "será reemplazado por": "will be replaced by",
    "nuevo jugador": "new player", "jugador es": "player is", "deja la partida": "leaves the game",
    "deja el juego": "leaves the game", "abandona la partida": "leaves the game", "abandona el juego": "leaves the game",
    "sale de la partida": "leaves the game", "se retira de la partida": "leaves the game", "toma el relevo": "takes over",
    "en caso de asedio": "in case of siege", "si la batalla": "if the battle", "dura un segundo día": "lasts a second day",
    "nos retiramos": "we withdraw", "sale al": "goes to", "sale a": "goes to", "salen al": "go to", "salen a": "go to", "de invierno": "for winter", "de primavera": "for spring", "de verano": "for summer",
    "de otoño": "for autumn", "órdenes de": "orders for", "ordenes de": "orders for", "seguimos luchando": "we fight on", "seguiremos luchando": "we fight on",
    "se rinden": "surrender", "se rinde": "surrenders", "se retiran": "withdraw",
})

ITALIAN = Language("Italian", {
    "move": "muovo muove muovere passa", "moves": "muovono passano", "marches": "marcia", "march": "marciano",
    "advances": "avanza", "advance": "avanzano", "sails": "naviga salpa", "sail": "navigano salpano", "stays": "resta rimane",
    "stay": "restano rimangono", "hold": "tenere", "commit": "impegnare", "surrender": "resa",
    "buy": "compra comprare", "all": "tutto tutta tutti tutte",
    "supply": "rifornimento rifornimenti", "build": "costruisco costruisce costruire costruisci arruola arruolo arruolare reclutare",
    "attacks": "attacca", "attack": "attaccano attaccare", "invest": "investire investe investo", "scouts": "esplora", "scouting": "esplorando",
    "annex": "annette annettere annetti", "lands": "sbarca", "land": "sbarcano", "embarks": "imbarca",
    "embark": "imbarcano", "escapes": "fugge", "escape": "fuggono", "then": "poi quindi", "and": "e ed",
    "in": "nel nella", "army": "esercito armata", "armies": "eserciti armate",
    "militia": "milizia milizie", "frigate": "fregata", "frigates": "fregate", "galleon": "galeone", "galleons": "galeoni",
    "intercepts": "intercetta", "ship": "nave", "ships": "navi", "fleet": "flotta",
    "corps": "corpo", "squadron": "squadra", "squadrons": "squadre", "infantry": "fanteria fanterie", "cavalry": "cavalleria cavallerie",
    "artillery": "artiglieria", "units": "unità", "cheese": "formaggio formaggi", "trade": "commercio",
    "fort": "forte", "forts": "forti", "general": "generale", "pay": "pagare paga pago paghiamo", "spend": "spendere spendi",
    "raise": "aumentare aumenta", "found": "fondare fonda", "siege": "assediare assedia assediati assediato",
    "1": "uno una", "2": "due", "3": "tre", "4": "quattro", "5": "cinque", "6": "sei", "7": "sette", "8": "otto",
    "9": "nove", "10": "dieci",
    "player": "giocatore giocatrice", "replacement": "sostituto sostituta rimpiazzo successore",
    "replaces": "sostituisce rimpiazza", "leaves": "lascia abbandona", "game": "partita gioco", "is": "è",
    "orders": "ordini", "for": "per", "winter": "inverno", "spring": "primavera", "summer": "estate",
    "autumn": "autunno", "turn": "turno",
    # the standing answer on sieges: 'Le città assediate resistono.'
    "besieged": "assediate assediata", "cities": "città piazze", "fortresses": "fortezze",
    "garrisons": "guarnigioni presidi", "resist": "resistono resistere",
}, {
    "cavalleria pesante": "heavy cavalry", "fanteria leggera": "light infantry",
    "dichiara guerra a": "declares war on", "dichiara la guerra a": "declares war on",
    "dichiara guerra alla": "declares war on", "dichiara guerra al": "declares war on",
    "dichiarare guerra a": "declare war on", "dichiariamo guerra a": "declare war on", "guerra contro": "declare war on",
    "si allea con": "allies with", "alleanza con": "alliance with", "pace con": "peace with",
    "ordine permanente": "standing", "continuare a combattere": "fight on", "resta in": "stays in",
    "resta a": "stays in", "nessun combattimento": "no combat", "niente combattimento": "no combat",
    "senza combattere": "no combat", "senza combattimento": "no combat", "con le navi": "with the ships",
    "con la flotta": "with the fleet", "marcia su": "marches to", "marcia verso": "marches to", "marcia a": "marches to",
    "marcia in": "marches to", "avanza verso": "advances to", "si muove verso": "moves to", "si sposta a": "moves to",
    "annessione di": "annex", "dichiarare guerra alla": "declare war on", "dichiarare guerra al": "declare war on",
    "fare la pace con": "make peace with", "fa la pace con": "makes peace with", "non intercetta": "does not intercept",
    "per favore": "please", "salpa per": "sails to", "salpa verso": "sails to",
    "col generale": "with the General", "con il generale": "with the General",
    "col generale da": "with the General from", "con il generale da": "with the General from", "marciano su": "march to",
    "marciano verso": "march to", "marciano a": "march to", "e poi su": "and then to", "poi su": "then to",
    "e poi nel": "and then to", "e poi nello": "and then to", "e poi nella": "and then to", "poi nel": "then to",
    "va nel": "goes to", "va nello": "goes to", "va nella": "goes to", "vanno nel": "go to", "vanno nello": "go to",
    "vanno a": "go to", "va a": "goes to", "mantiene il blocco": "stays", "mantengono il blocco": "stay",
    "lo sostituisce": "replaces him", "la sostituisce": "replaces her", "lo rimpiazza": "replaces him",
    "la rimpiazza": "replaces her", "lo sostituirà": "will replace him", "la sostituirà": "will replace her",
    "sostituito da": "replaced by", "sostituita da": "replaced by", "rimpiazzato da": "replaced by",
    "è sostituito da": "is replaced by", "sarà sostituito da": "will be replaced by", "nuovo giocatore": "new player",
    "esce dalla partita": "leaves the game", "esce dal gioco": "leaves the game", "si ritira dalla partita": "leaves the game",
    "prende il suo posto": "takes over",
    "in caso di assedio": "in case of siege", "se la battaglia": "if the battle", "dura un secondo giorno": "lasts a second day",
    "ci ritiriamo": "we withdraw", "d'inverno": "for winter", "di primavera": "for spring", "d'estate": "for summer",
    "d'autunno": "for autumn", "ordini di": "orders for", "continuiamo a combattere": "we fight on",
})

DUTCH = Language("Dutch", {
    "move": "verplaats verplaatst verplaatsen beweeg beweegt bewegen", "marches": "marcheert trekt",
    "march": "marcheren trekken", "advances": "rukt", "sails": "zeilt vaart", "sail": "zeilen varen", "goes": "gaat",
    "go": "gaan", "stays": "blijft", "stay": "blijven", "holds": "houdt", "buy": "koop koopt kopen",
    "build": "bouw bouwt bouwen rekruteer rekruteert werf", "attack": "aanvallen", "invest": "investeer investeert "
    "investeren", "annex": "annexeer annexeert annexeren", "intercepts": "onderschept", "intercept": "onderscheppen",
    "then": "dan daarna vervolgens", "with": "met", "declares war on": "verklaart", "declare war on": "verklaar verklaren",
    "attacks": "valt", "give": "geef geeft geven", "gold": "goud", "peace": "vrede", "army": "leger", "armies": "legers",
    "ship": "schip", "ships": "schepen", "fleet": "vloot", "fleets": "vloten", "squadron": "eskader",
    "squadrons": "eskaders", "unit": "eenheid", "units": "eenheden", "cheese": "kaas", "general": "generaal",
    "Channel fleet": "kanaalvloot", "not": "niet", "all": "alle", "raise": "verhoog verhoogt verhogen", "militia": "militie", "frigate": "fregat", "please": "alstublieft", "1": "één", "2": "twee", "3": "drie", "5": "vijf", "6": "zes",
    "7": "zeven", "9": "negen", "10": "tien",
    "player": "speler speelster", "replacement": "vervanger vervangster opvolger", "replaces": "vervangt",
    "leaves": "verlaat", "game": "spel partij",
    "orders": "bevelen", "for": "voor", "spring": "lente voorjaar", "summer": "zomer", "autumn": "herfst najaar",
    "turn": "beurt ronde",
}, {
    "verklaart de oorlog aan": "declares war on", "verklaren de oorlog aan": "declare war on",
    "verklaar de oorlog aan": "declare war on", "de oorlog": "", "oorlog aan": "war on",
    "onderschept niet": "does not intercept", "onderscheppen niet": "do not intercept",
    "niet onderscheppen": "do not intercept", "sluit vrede met": "makes peace with", "vrede met": "peace with",
    "sluit een bondgenootschap met": "allies with", "bondgenootschap met": "alliance with",
    "verbond met": "alliance with", "blijft staan": "holds", "blijven staan": "hold",
    "vervangt hem": "replaces him", "vervangt haar": "replaces her", "vervangen door": "replaced by",
    "wordt vervangen door": "is replaced by", "nieuwe speler": "new player", "neemt het over": "takes over",
})

POLISH = Language("Polish", {
    "move": "przesuń przesuwa przesuwam przenieś przenosi rusza ruszają", "marches": "maszeruje maszerują maszeruj",
    "sails": "płynie płyną żegluje", "goes": "idzie idą jedzie jadą rusza", "stays": "zostaje zostają pozostaje pozostają",
    "holds": "stoi stoją", "buy": "kup kupuje kupuję kupujemy kupić", "build": "zbuduj buduj zbudować budować buduje "
    "budujemy zbuduję zbudujemy rekrutuj zrekrutuj werbuj zwerbuj", "attack": "atakuj atakuje atakują zaatakuj "
    "zaatakować", "invest": "inwestuj zainwestuj inwestuje inwestujemy", "annex": "anektuj anektuje zaanektuj",
    "intercepts": "przechwytuje", "intercept": "przechwytują przechwytywać", "then": "potem następnie", "and": "oraz",
    "army": "armia armię", "armies": "armie armii armiami", "ship": "statek okręt", "ships": "statki statków okręty "
    "okrętów", "fleet": "flota flotę", "corps": "korpus korpusy korpusu", "Cossacks": "kozacy kozaków kozakami", "squadron": "eskadra eskadrę", "squadrons": "eskadry eskadr",
    "infantry": "piechota piechotę piechoty", "cavalry": "kawaleria kawalerię kawalerii",
    "artillery": "artyleria artylerię artylerii", "unit": "jednostka jednostkę", "units": "jednostki jednostek",
    "cheese": "ser sera", "general": "generał generała generałem", "give": "daj dajemy przekaż przekazuje",
    "gold": "złota złoto", "peace": "pokój", "Baltic": "bałtycka bałtycką", "not": "nie", "militia": "milicja milicję",
    "frigate": "fregata fregatę", "frigates": "fregaty fregat", "galleon": "galeon", "galleons": "galeony galeonów",
    "please": "proszę", "all": "wszystkie wszystkich", "spend": "wydaj wydajemy wydać wydam",
    "raise": "podnieś podnieść podnosi podnosimy zwiększ zwiększamy", "scout": "zwiad rozpoznanie rozpoznaj",
    "1": "jeden jedna jedną jedno", "2": "dwa dwie", "3": "trzy", "4": "cztery", "5": "pięć", "6": "sześć",
    "7": "siedem", "8": "osiem", "9": "dziewięć", "10": "dziesięć",
    "player": "gracz", "replacement": "zastępca następca", "replaces": "zastępuje", "leaves": "opuszcza",
    "game": "grę gry", "takes over": "przejmuje",
    "orders": "rozkazy rozkaz", "for": "dla", "winter": "zima zimę zimy", "spring": "wiosna wiosnę wiosny",
    "summer": "lato", "autumn": "jesień jesien", "turn": "tura turę tury",
}, {
    "wypowiada wojnę": "declares war on", "wypowiadamy wojnę": "declare war on", "wypowiedz wojnę": "declare war on",
    "wypowiedzieć wojnę": "declare war on", "wojna z": "war on", "wojnę z": "war on",
    "zawiera sojusz z": "allies with", "zawieramy sojusz z": "ally with", "sojusz z": "alliance with",
    "zawiera pokój z": "makes peace with", "zawieramy pokój z": "make peace with", "pokój z": "peace with",
    "nie przechwytuje": "does not intercept", "nie przechwytują": "do not intercept",
    "nie przechwytywać": "do not intercept",
    "zastępuje go": "replaces him", "zastąpi go": "will replace him", "nowy gracz": "new player",
    "odchodzi z gry": "leaves the game", "na zimę": "for winter", "na wiosnę": "for spring", "na lato": "for summer",
    "na jesień": "for autumn", "zostaje na": "stays in", "zostają na": "stay in", "pozostaje na": "stays in",
    "pozostają na": "stay in", "stoi na": "holds in", "stoją na": "hold in",
})

# Portuguese: a Portuguese player writes 'Portugal alia-se à Grã-Bretanha.', 'As praças sitiadas resistem.'
PORTUGUESE = Language("Portuguese", {
    "besieged": "sitiadas sitiados cercadas cercados", "cities": "cidades praças pracas", "fortresses": "fortalezas",
    "garrisons": "guarnições guarnicoes", "resist": "resistem", "orders": "ordens",
    "build": "construir constrói constroi",
    "buy": "comprar compra", "attacks": "ataca", "attack": "atacam atacar",
}, {
    "cavalaria pesada": "heavy cavalry", "infantaria ligeira": "light infantry", "infantaria leve": "light infantry",
    "alia-se a": "allies with", "alia-se à": "allies with", "alia-se ao": "allies with", "alia-se com": "allies with",
    "aliança com": "alliance with", "alianca com": "alliance with", "declara guerra a": "declares war on",
    "declara guerra à": "declares war on", "declara guerra ao": "declares war on", "paz com": "peace with",
    "rendem-se": "surrender", "continuam a lutar": "fight on", "continuamos a lutar": "we fight on",
})

# Danish, Norwegian and Swedish in one table: their order words are near alike ('bygger', 'bygga'); their small
# words ('til', 'fra', 'i', 'og') are read as such only on a line of theirs (engine.words.foreign).
SCANDINAVIAN = Language("Danish, Norwegian and Swedish", {
    "moves": "flytter flyttar", "move": "flyt flytt flytta", "marches": "marcherer marscherar marsjerer",
    "march": "marschera", "goes": "går", "sails": "sejler seiler seglar", "stays": "bliver blir stannar forbliver",
    "holds": "håller", "build": "byg bygg bygger bygga bygge rekrutter rekrytera", "buy": "køb kjøp köp købe",
    "attack": "angrib angrip anfall anfalla", "attacks": "angriber angriper anfaller", "then": "derefter deretter",
    "army": "hær här", "armies": "hære hærer arméer", "fleet": "flåde flåte flotta", "ship": "skib skepp",
    "ships": "skibe skibene skeppen", "infantry": "infanteri", "cavalry": "kavaleri kavalleri", "artillery": "artilleri",
    "unit": "enhed enhet", "units": "enheder enheter", "orders": "ordrer", "winter": "vinter",
    "spring": "forår vår", "summer": "sommer sommar", "autumn": "efterår høst höst", "turn": "tur runde omgang",
    "3": "tre", "4": "fyra", "5": "fem",
}, {
    "alliance med": "alliance with", "allians med": "alliance with", "forbund med": "alliance with",
    "fred med": "peace with", "krig mod": "declare war on", "krig mot": "declare war on",
    "erklærer krig mod": "declares war on", "förklarar krig mot": "declares war on",
})

# French, German, Spanish, Italian and Portuguese share a line's reading (their small words mean the same); Dutch and
# Polish, Danish, Norwegian and Swedish are read as such only on a line of theirs (engine.words.foreign).
ROMANCE_AND_GERMAN = (FRENCH, GERMAN, SPANISH, ITALIAN, PORTUGUESE)
LANGUAGES = (*ROMANCE_AND_GERMAN, DUTCH, POLISH, SCANDINAVIAN)


def words_of(language: Language) -> dict[str, str]:
    """The language's words, each with its English: {'recrute': 'build', ...}."""
    return {w: english for english, forms in language.words.items() for w in forms.split()}


def conflicts() -> list[tuple[str, str, str, str, str]]:
    """Words two languages read together (French, German, Spanish, Italian) give different English for:
    (word, language, English, other language, English). The tables keep none."""
    seen: dict[str, tuple[str, str]] = {}
    out = []
    for language in ROMANCE_AND_GERMAN:
        for word, english in words_of(language).items():
            if word in seen and seen[word][1] != english:
                out.append((word, seen[word][0], seen[word][1], language.name, english))
            seen.setdefault(word, (language.name, english))
    return out


# The words that turn a sentence into a correction, by language (French, German, Spanish, Italian, Portuguese,
# Dutch), with the English the corrections read (engine.words.foreign_turns): 'non, ..., alors 1 infanterie à
# Carmine' is 'no, ..., so ...'. Words spelt alike in English ('also', 'logo') are left out.
TURNS: dict[str, str] = {
    "no": "non nein nee neen não nao",
    "so": "alors donc daher deshalb darum entonces así asi luego quindi allora dunque perciò percio dus daarom "
          "então entao",
    "then": "puis ensuite dann danach después despues poi dan daarna",
    "instead": "plutôt plutot stattdessen invece piuttosto",
}
# Phrases of 'instead' ending a sentence: 'Korps A nach Sachsen, à la place.'
INSTEAD_PHRASES = ("à la place", "a la place", "au lieu de cela", "en su lugar", "en lugar de eso", "en cambio",
                   "al posto", "in plaats daarvan", "em vez disso", "ao invés disso")
