"""The vocabulary of a sentence's shape around an order, in any ruleset (engine.words.sentence_shapes):
words of sequence, the words that put an order in a later turn, the verbs of the passive, and the titles
by which a writer addresses a commander. Tables only; the shapes that use them are in sentence_shapes."""

from __future__ import annotations

# Words of sequence before an order ('First, ...', 'After that ...', 'Step two - ...'); each is set aside
# only when the rest reads whole. Lower case, as word tuples; the longest are tried first.
SEQUENCE: tuple[tuple[str, ...], ...] = tuple(sorted((tuple(s.split()) for s in """
first of all|to begin with|to start with|to start|for a start|firstly|secondly|thirdly|lastly|finally|and finally
then|and then|after that|after this|afterwards|afterward|after which|next|and next|meanwhile|in the meantime
meantime|at the same time|simultaneously|also|and also|and|plus|besides|moreover|furthermore|further|in addition
additionally|now|right now|once that is done|when that is done|that done|this done|last of all|last but not least
beyond that|apart from that|other than that|on top of that|as for the rest|then also|and lastly|as well
this turn|this season|this month|this round|this winter|this spring|this summer|this autumn|this fall|this year
for this turn|for this season|for this month|for now|today|immediately|at once|straight away
in the first month|in the first turn|on the first turn|in the first season|this first turn|this first month
""".replace("\n", "|").split("|") if s.strip()), key=len, reverse=True))
# Words that are a sequence word only when a comma, colon or dash follows them ('First, A holds' and never
# 'First Corps stays': the First Corps); 'step one', '1st', '2)' are always followed by one in practice.
NEEDS_MARK = frozenset({("first",), ("second",), ("third",), ("fourth",), ("fifth",), ("last",), ("next",),
                        ("now",), ("today",), ("then",)})
ORDINALS = frozenset("one two three four five six seven eight nine ten 1 2 3 4 5 6 7 8 9 10".split())
STEP_WORDS = frozenset("step stage part item point phase move order".split())
NUMBERED = frozenset("1st 2nd 3rd 4th 5th 6th 7th 8th 9th 10th".split())
MARKS = frozenset(",:;-\u2013\u2014.)")
# Words said after an order that add nothing to it ('..., as well.', '... too.').
TRAILING = (("as", "well"), ("too",), ("also",), ("at", "once"), ("immediately",), ("as", "planned"))

# A later turn: 'next turn', 'next spring', 'in two turns', 'the season after that', 'later on'.
PERIODS = frozenset("""turn turns season seasons month months year years round rounds spring summer autumn fall winter
    campaign campaigning time""".split())
SEASONS = frozenset("spring summer autumn fall winter".split())
COUNTED = frozenset("""a two three four five six 2 3 4 5 6 few couple""".split())
LATER_OPENERS = (("later",), ("later", "on"), ("eventually",), ("in", "due", "course"), ("in", "future"),
                 ("in", "the", "future"), ("some", "day"), ("one", "day"), ("from", "next"), ("after", "this", "turn"),
                 ("after", "this", "season"), ("after", "this", "month"), ("in", "a", "later"), ("in", "later"),
                 ("in", "the", "next"), ("in", "the", "coming"), ("over", "the", "next"), ("over", "the", "coming"),
                 ("the", "turn", "after"), ("the", "season", "after"), ("the", "month", "after"),
                 ("the", "year", "after"), ("the", "following", "turn"), ("the", "following", "season"),
                 ("the", "following", "month"), ("the", "following", "year"), ("in", "the", "following"))
# 'next turn' that names this order set ('orders for next turn:', 'next turn orders') or is said in the order
# ('move off the map and return the next month', seed 003's breakout): no intention.
NOT_LATER_BEFORE = frozenset("for the".split())
NOT_LATER_AFTER = frozenset("orders order 's".split())

# The passive: 'Saxony is to be occupied by corps A', 'two armies are to be raised in Rome', 'Saxony shall
# be annexed'. What stands before 'be'.
PASSIVE_HEADS = (("is", "to", "be"), ("are", "to", "be"), ("shall", "be"), ("will", "be"), ("must", "be"),
                 ("should", "be"), ("is", "going", "to", "be"), ("are", "going", "to", "be"), ("to", "be"),
                 ("is", "hereby"), ("are", "hereby"))
# 'is to' and its kin before a verb: 'the fleet is to remain in port', 'corps II shall hold Silesia'.
MODAL_HEADS = (("is", "to"), ("are", "to"), ("shall",), ("will",), ("must",), ("should",), ("is", "ordered", "to"),
               ("are", "ordered", "to"), ("is", "going", "to"), ("are", "going", "to"), ("has", "orders", "to"),
               ("have", "orders", "to"), ("is", "told", "to"), ("are", "told", "to"), ("'ll",), ("is", "instructed", "to"),
               ("are", "instructed", "to"), ("is", "directed", "to"), ("are", "directed", "to"))
# Participles whose subject is where units go: 'Saxony is to be occupied by corps A' is 'corps A -> Saxony'.
ENTERED = frozenset("""occupied taken entered invaded seized attacked assaulted captured conquered marched garrisoned
    held reinforced besieged stormed crossed""".split())
# Participles whose subject is what moves: 'corps A is to be sent into the Abruzzi'.
MOVED = frozenset("sent moved marched withdrawn pulled brought led shifted transferred redeployed dispatched "
                  "despatched ordered directed".split())
# Participles whose subject stays: 'the fleet is to be kept in port'.
KEPT = frozenset("kept left held maintained".split())
# Irregular participles and the verb an order says ('raised' is 'raise' by rule).
IRREGULAR = {
    "taken": "take", "built": "build", "sent": "send", "held": "hold", "bought": "buy", "given": "give",
    "made": "make", "withdrawn": "withdraw", "ridden": "ride", "driven": "drive", "brought": "bring", "led": "lead",
    "kept": "keep", "left": "leave", "spent": "spend", "paid": "pay", "lent": "lend", "broken": "break",
    "sworn": "swear", "put": "put", "set": "set", "begun": "begin", "fought": "fight", "dug": "dig",
    "undertaken": "undertake", "forgiven": "forgive", "sold": "sell", "struck": "strike", "signed": "sign",
}
# 'an alliance is to be concluded with France' is 'conclude an alliance with France'; 'the passage of the
# Sea of Marmara is to be allowed to the Russians' is 'allow the Russians through the Sea of Marmara'.
PASSAGE = (("the", "passage", "of"), ("passage", "of"), ("the", "passage", "through"), ("passage", "through"),
           ("the", "right", "of", "passage", "through"), ("free", "passage", "through"), ("passage", "of"))

# Titles by which a writer addresses a commander ('Marshal Ney, ...', 'Admiral of the Tyrrhenian: ...').
TITLES = frozenset("""marshal field general admiral vice rear commodore captain colonel major lieutenant commander
    consul praetor legate proconsul tribune centurion jarl earl duke archduke prince princess king queen lord lady sir
    mr mrs monsieur herr don senor señor signor citizen comrade khan bey pasha pacha kapudan vizier grand sultan emir
    hetman ataman tsar czar laird baron count countess margrave elector governor viceroy marquis marquess brigadier
    sergeant chief head officer commandant warden seneschal constable steward chancellor minister ambassador envoy
    my dear good brave noble first""".split())
# Words a name in address may hold besides capitalised ones ('Jarl of Oslo', 'Captain of the Marsh guard').
NAME_JOINTS = frozenset("of the de von van di da du la le del der den af y and".split())
# 'you will take ...': the words before the verb the commander is told to do.
YOU_WILL = (("you", "will"), ("you", "shall"), ("you", "are", "to"), ("you", "must"), ("you", "should"),
            ("you", "are", "ordered", "to"), ("you", "are", "hereby", "ordered", "to"), ("i", "order", "you", "to"),
            ("i", "want", "you", "to"), ("we", "want", "you", "to"), ("please",), ("kindly",), ("you", "'ll"),
            ("you'll",), ("the", "republic", "orders", "you"), ("the", "emperor", "orders", "you"),
            ("the", "king", "orders", "you"), ("orders", "you"), ("go", "and"))
# A name said first without a title is a commander's only before these words ('Hannibal, lead the two armies
# ...', 'Murat, the reserve stays ...', 'Ney, you will ...'); never these ('Hmm, make that ...').
UNTITLED_OPENERS = frozenset("you your the take lead bring march ride sail hold stay keep".split())
INTERJECTIONS = frozenset("""hmm hm um uh er oh ah well ok okay so now yes no yeah nah sorry actually also then right
    alright wait note ps edit update correction gm sir sirs friends gentlemen all everyone folks guys hi hello hey dear
    thanks please finally first meanwhile again besides however""".split())

# Leaving a place for another ('corps I leaves London for Hampshire', 'the army will leave Randomia and camp in
# Chance Hills'): a move from the one to the other.
LEAVING = frozenset("leave leaves leaving quit quits depart departs abandon abandons evacuate evacuates".split())
ARRIVING = frozenset("camp camps go goes march marches move moves ride rides sail sails head heads settle settles "
                     "take takes stand stands make makes fall falls".split())
# Words after a comma that only remark on the order ('..., our allies need you there', '..., beside the Stilwenese').
REMARK_OPENERS = frozenset("our we they their it its beside near close alongside for as where which who".split())

# Verbs a commander is told that an order says otherwise ('engage the Maustrian squadron' is 'attack').
SAID_OTHERWISE = {"engage": "attack", "engages": "attacks", "assail": "attack", "assails": "attacks",
                  "assault": "attack", "assaults": "attacks", "strike": "attack", "strikes": "attacks",
                  "stir": "move", "advance": "march", "advances": "marches", "proceed": "march", "proceeds": "marches"}
# What may follow 'with' when it names the units that do the order ('with corps C', 'with both your galleons').
WITH_UNITS = frozenset("corps squadron squadrons fleet both all my your his our the his".split())

# Verbs of taking units somewhere ('take the two frigates out of X into Y', 'lead the cavalry to Prague').
TAKING = frozenset("take lead bring conduct guide march move send ride sail".split())
ROUTE_WORDS = ("to", "into", "towards", "toward", "for", "from", "out", "through", "via", "onto", "across")
