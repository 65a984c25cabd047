"""The words that make a line an order in any ruleset: order verbs in their usual forms, in English
and in the languages players of forum games often write (French, German, Spanish, Italian), the
words for units a count goes with, and the ways players ask for last turn's orders again. A line
that holds one of them is read or refused, never set aside as chatter (docs/reading-orders.md)."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use
from engine.words.foreign import WORDS as FOREIGN
from engine.words.patterns import longest_first
from engine.words.textio import is_digits
from collections.abc import Collection, Sequence

# Stems: a word that starts with one is an order word ("annexation", "marches", "attacking").
ORDER_STEMS = tuple(sorted(set("""
annex march advanc attack assault besieg siege invad build construct recruit conscript levy levie
muster purchas launch disband dismiss retreat withdr defend garrison fortif entrench scout reconn
patrol sail embark disembark transport ferry blockad intercept escort attach detach split merge
combin reinforc transfer gift loan invest declar alli allian truce treaty armistic surrender bribe
coloni occup liberat captur seiz pillag plunder
annexer annexion marcher avancer attaquer assiéger construire bâtir recruter acheter envoyer
retraite retirer débarquer embarquer défendre déclarer naviguer bloquer
annektier anschluss kriegserkl marschier vorrück angreif angriff belager rekrutier ausheb schick rückzug
zurückzieh verteidig erklär bündnis segeln blockier
anexar anexión marchar avanzar atacar asediar construir reclutar comprar enviar retirar desembarcar
defender declarar alianza navegar bloquear
annettere annession marciare avanzare attaccare assediare costruire reclutare comprare inviare
ritirar sbarcare difendere dichiarare alleanza navigare bloccare
""".split())))

# Words that are order words only whole (their stems begin other words: "warm", "landscape").
ORDER_EXACT = frozenset("""
move moves moved moving raise raises raised hire hires hired buy buys bought hold holds holding
land lands landed landing ship ships shipped send sends sent give gives gave pay pays paid tax taxes
join joins joined trade trades traded war wars peace ally cede cedes ceded lend lends lent spend
spends sway sways build builds built
raising hiring buying paying giving joining trading ceding lending swaying swayed taxing taxed
bld blds dow atk attk xfer
paix guerre krieg frieden bauen baue kaufen kaufe landen paz guerra pace
""".split())

# Verbs that make an order only with a unit, place or nation named ('Take Greece', 'Raid the English
# coast', 'the army in Ireland goes wherever it is needed'); alone they are chatter ('Take care!').
WEAK_VERBS = frozenset("""
take takes taking raid raids raiding go goes going head heads ride rides follow follows support supports
help helps protect protects guard guards keep keeps leave leaves push pushes strike strikes hit hits
break breaks court courts courting woo woos wooing enter enters entering relieve relieves dispatch dispatches
storm storms retake retakes retaking recapture recaptures recapturing reconquer reconquers reconquering
conquer conquers conquering reclaim reclaims reclaiming regain regains regaining crush crushes destroy destroys
punish punishes smash smashes defeat defeats rout routs drive drives expel expels evict evicts harass harasses
make makes
""".split())

# Words a count of units goes with ("2 inf", "three armies"), in the usual forms and short forms.
UNIT_WORDS = frozenset("""
inf infantry infantries cav cavalry cavalries art arty artillery artilleries army armies armee armée
armées ship ships fleet fleets galleon galleons frigate frigates corps division divisions div divs
squadron squadrons sq sqd sqn sqdn unit units militia militias guard guards troop troops men soldiers regiment
regiments battalion battalions brigade brigades factor factors
""".split())

# Words that hang an order on something ('if the French move', 'provided we have the money', 'once Paris falls'):
# a piece with one is never set aside as told (engine.words.meaning.holds_order). A path's own list may drop some,
# saying why (engine.words.meaning.states, engine.words.meaning.asked_of_gm).
# IF_WORDS put the order itself in doubt; WHEN_WORDS hang it on a time ('once Paris falls', 'until spring').
IF_WORDS = frozenset("if unless provided providing otherwise".split())
WHEN_WORDS = frozenset("once until till when whenever".split())
CONDITIONS = IF_WORDS | WHEN_WORDS
# The words an order hangs on, in doubt ('if', 'unless', 'whether'): never a line of thinking aloud settled, nor the
# groups or the units said by their place read under them (engine.words.thought_aloud, engine.orders).
HANGING = IF_WORDS | {"whether"}
# Negations written glued ("don't", "won't"): beside an order's words they may take it back ('X, not this turn').
NEGATIONS_GLUED = frozenset("don't dont won't wont doesn't didn't can't cant isn't aren't shouldn't mustn't".split())
# Negations of a verb: the plain words, and glued.
NOT_WORDS = frozenset("not n't never".split())
NEGATIONS = NOT_WORDS | NEGATIONS_GLUED
# Words that take back or change what was said in a line ('actually', 'instead', 'scratch that'); not 'ignore':
# '(57 is my old map's number, ignore that)'. The reader by meaning's wider list, with leave to the GM
# ('whatever', 'your choice'), is engine.words.meaning.verbs.CORRECTIONS.
TAKING_BACK = frozenset("""actually instead correction corrected scratch cancel cancelled canceled undo revoke
retract oops wait rather meant edit""".split())
# Words that leave the choice to the GM ('whatever you think best', 'at your discretion'): a correction of the
# order to the reader by meaning (engine.words.meaning.verbs.CORRECTIONS).
LEAVE_TO_GM = frozenset("choice whatever wherever whichever whoever whomever discretion decide decides".split())

SAME_AS_LAST = ("same orders", "same as last", "as last turn", "repeat last", "orders unchanged",
                "no change to my orders", "keep last turn", "same order as", "same as before", "did last time",
                "do last time", "does last time", "as last time", "like last time", "same again", "usual orders",
                "orders as usual", "as it did last", "as they did last", "as we did last", "what it did last",
                "what they did last", "what we did last", "does last turn", "do last turn")
# The whole of a short line ('the usual', 'as usual please'): elsewhere 'as usual' is only chatter.
_USUAL = frozenset(("the usual", "as usual", "usual", "same", "same again", "ditto", "the same"))
_FILLER = ("please", "pls", "plz", "thanks", "thx", "gm", "for me", "again", "this turn", "this month")

# One pattern of literal prefixes tried at the word's start: no group repeats, so a word is read in
# time bounded by the stems' total length whatever the word.
_STEM = re.compile("|".join(re.escape(s) for s in sorted(ORDER_STEMS, key=longest_first)))


# The other languages' order verbs, unit words and numbers in their usual forms (engine.words.foreign):
# 'muovo', 'marschiert', 'ejércitos', 'zwei'.
_FOREIGN_VERBS = frozenset(w for w, english in FOREIGN.items()
                           if english in ("move", "moves", "march", "marches", "advance", "advances", "sail", "sails",
                                          "hold", "holds", "buy", "build", "raise", "attack", "attacks", "invest",
                                          "scouts", "annex", "pay", "spend", "cede", "siege", "assault", "blockade"))
FOREIGN_UNITS = frozenset(w for w, english in FOREIGN.items()
                          if english in ("army", "armies", "ship", "ships", "fleet", "corps", "squadron", "squadrons",
                                         "infantry", "cavalry", "artillery", "unit", "units"))
FOREIGN_NUMBERS = frozenset(w for w, english in FOREIGN.items() if english.isdigit())


def is_order_word(word: str) -> bool:
    """Whether a lower-case word is an order verb or noun in one of its forms ("j'annexe" too)."""
    if "'" in word or "\u2019" in word:
        return any(is_order_word(part) for part in word.replace("\u2019", "'").split("'") if part)
    if word in ORDER_EXACT or word in _FOREIGN_VERBS:
        return True
    return len(word) >= 4 and _STEM.match(word) is not None


def counts_units(tokens: Sequence[str], numbers: Collection[str] = ()) -> bool:
    """Whether the words hold a count of units: a number, then a unit word ('2 inf', 'three armies')."""
    for a, b in zip(tokens, tokens[1:]):
        if (is_digits(a) or a in numbers or a in FOREIGN_NUMBERS) and (b in UNIT_WORDS or b in FOREIGN_UNITS):
            return True
    return False


def unit_with_verb(tokens: Sequence[str]) -> bool:
    """Whether the words name a unit by a noun and a verb that sends it somewhere ('The army in
    Ireland goes wherever it's needed'): an order in words the reader may not know, never chatter."""
    nouns = [i for i, t in enumerate(tokens) if t in UNIT_WORDS]
    return bool(nouns) and any(t in WEAK_VERBS and i not in nouns for i, t in enumerate(tokens))


def asks_for_last_orders(text: str) -> bool:
    """'Same orders as last turn please': the GM must copy them; never read as no orders."""
    low = " ".join(text.casefold().split())
    if any(p in low for p in SAME_AS_LAST):
        return True
    bare = " ".join(low.replace(",", " ").replace(".", " ").replace("!", " ").split())
    for filler in _FILLER:
        bare = bare.removesuffix(" " + filler).removeprefix(filler + " ")
    return bare in _USUAL


def closest_word(word: str, known: Collection[str]) -> str | None:
    """The one word of `known` a misspelt unit word stands for ('artilery', 'cavalery', 'infantery'):
    only for words of six letters or more, one edit or two away from a single known word; None
    when there is none or more than one (a guess would be worse than a refusal)."""
    import difflib
    if len(word) < 6 or len(word) > 20 or word in known:
        return word if word in known else None
    close = difflib.get_close_matches(word, [k for k in known if len(k) >= 6], n=2, cutoff=0.85)
    return close[0] if len(close) == 1 else None


_GREETINGS = frozenset("hello hi hey dear greetings good morning evening afternoon day ok okay well gm sir sirs all "
                       "everyone folks friends mr mrs herr monsieur bonjour hallo hola ciao salut salve "
                       # a sign-off said on the orders' line ('... 2 armies 13 -> 12; Saludos')
                       "saludos regards cheers thanks cordialement saluti grüße gruss".split())


def is_greeting(text: str) -> bool:
    """'Hello GM', 'Dear GM', 'Good morning all': a greeting said before the orders on their line, which
    orders nothing (a name after it is allowed: 'Hi Anna')."""
    said = [w.strip(",.!:;") for w in text.casefold().split()]
    said = [w for w in said if w]
    return 0 < len(said) <= 4 and said[0] in _GREETINGS and all(w in _GREETINGS for w in said[:-1])


# A third person as the subject of an order only a nation gives ('they're declaring war on France', 'he offers
# peace'): another nation or its ruler, never the writer (who says 'we', 'I' or nothing).
THIRD_PERSONS = frozenset("they they're theyre they've they'll they'd he he's she she's".split())


# The offices of a government ('war ministry', 'Ministry of War', 'the Foreign Office'): 'war' or 'navy' before one
# names a department, never an order ('Spain, war ministry' is a signature, no declaration of war on Spain).
OFFICES = frozenset("""ministry ministries office admiralty treasury exchequer council chancellery chancery cabinet
    board department dept secretariat hofkriegsrat hofkammer kriegsministerium ministerium amt admiralität admiralitat
    ministère ministere ministerio ministero ministerstvo affairs affaires asuntos esteri""".split())
# Round 22 (helper Un): the condition sets each module kept a copy of, named once.
# Words opening a supposition that what follows hangs on ('if', 'assuming'): an order said after one is conditional.
SUPPOSING = frozenset("if unless provided providing assuming".split())
# Words after an order that make its tail a condition or another choice ('... unless Prussia moves', '... or Bavaria'):
# a tail holding one is never set aside as a remark.
CONDITION_TAILS = frozenset("if unless except only provided until when whenever otherwise instead else or".split())
# Words of a condition, a doubt or a time an order may hang on: a piece holding one is never talk
# ('- unless the British land', 'maybe', 'in case').
HANGS_ON = frozenset("""if unless when whenever provided providing should either otherwise maybe perhaps possibly
    probably might suppose supposing assuming case instead rather except until till once""".split())
