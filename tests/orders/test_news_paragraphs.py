"""Issue 22, round 21 (helper Hw): paragraphs the mail program wrapped are laid out by sentence before they are judged
(engine.words.paragraphs), and news of others and of the past is set aside with its reason (engine.words.news).

A line broken mid-sentence by the mail program is read with the next: each sentence goes whole to the line it starts
on, so an order in the middle of a paragraph is read ('... so corps B' / 'marches into Brabant.') and its talk set
aside; a list of orders is never joined. A sentence told of another nation, a person, the writer's court, or of the
past, with no order of the writer's in it, is set aside as 'news: ...'; a command, a passive, a condition, a
unit of the writer going somewhere, 'they' going somewhere, a present order of another nation stay as they were."""

import pytest

from engine.order_sheet import read_as_no_order
from engine.words.message import message_lines
from engine.words.paragraphs import breaks, wrapped_paragraphs
from tests.orders.bundled import sheet_of

_NAP = ("napoleonic", "France", "spring-1805-war", "A - Champagne\nB - Brabant")
_CLASSIC = ("classic", "Spain", "start", "3 armies 14 -> 11\n2 ships N -> L")
_SUCC = ("succheesion", "Maustria", "start", "6 units 21 -> 22")
_EIA = ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria")

# (ruleset, nation, position, the orders, a paragraph wrapped by the mail program: talk only)
WRAPPED_TALK = [
    (*_NAP, "The Emperor spent the week at Saint-Cloud receiving envoys from half of Europe. The Prussian one\n"
            "was polite and said nothing at all. The Austrian one talked for an hour and meant very little of it."),
    (*_CLASSIC, "The council sat late into the night and argued about the harvest and the price of bread. The old\n"
                "admiral fell asleep twice, and nobody woke him, which tells you how the evening went for us."),
    (*_SUCC, "Long days in the capital. The Berdainers sent a rider with talk of peace, and the Khan listened to\n"
             "him, fed him and sent him back with nothing at all. The Stilwenese have sent nicer letters since."),
    (*_EIA, "The Emperor Francis has had a difficult month with his ministers and his brothers at the court. The\n"
            "Archduke Charles spoke for an hour about the army and the Archduke John said nothing at all."),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, paragraph", WRAPPED_TALK)
def test_a_wrapped_paragraph_of_talk_is_set_aside_whole(rules_id, nation, where, orders, paragraph):
    text = f"{orders}\n\n{paragraph}"
    sheet = sheet_of(rules_id, nation, where, text)
    assert len(sheet.orders) == len(orders.splitlines()), (text, sheet.orders, sheet.problems)
    assert not sheet.problems, (text, sheet.problems)
    first = len(orders.splitlines()) + 2
    lines = {c.line for c in sheet.chatter}
    assert {first, first + 1} <= lines, (text, sheet.chatter)     # both lines on the receipt, never gone


# (ruleset, nation, position, a paragraph with an order wrapped over two of its lines, the order read)
WRAPPED_ORDER = [
    ("napoleonic", "France", "spring-1805-war",
     "The Emperor spent the week receiving envoys and the army has rested well enough, and so corps B\n"
     "marches into Holland. The Austrians will not like it but there it is, they never like anything.",
     "holland"),
    ("classic", "Spain", "start",
     "The council sat late and argued about the harvest and the price of bread, and in the end our 3 armies\n"
     "in 14 march to 11. The French will complain about it as they always do, but they will not move.",
     "11"),
]


@pytest.mark.parametrize("rules_id, nation, where, paragraph, place", WRAPPED_ORDER)
def test_an_order_wrapped_inside_a_paragraph_is_read_or_refused_never_dropped(rules_id, nation, where, paragraph,
                                                                              place):
    sheet = sheet_of(rules_id, nation, where, paragraph)
    said = [str(o).casefold() for o in sheet.orders]
    assert any(place in s for s in said) or sheet.problems, (paragraph, sheet.orders, sheet.chatter)


# The same paragraphs, the order negated or made conditional: never read as the order, never gone in silence.
CHANGED_ORDER = [
    ("napoleonic", "France", "spring-1805-war",
     "The Emperor spent the week receiving envoys and the army has rested well enough, but corps B does\n"
     "not march into Holland. The Austrians will not like it but there it is, they never like anything."),
    ("napoleonic", "France", "spring-1805-war",
     "The Emperor spent the week receiving envoys and the army has rested well enough, and if Prussia\n"
     "agrees corps B marches into Holland. The Austrians will not like it but there it is, they never do."),
    ("classic", "Spain", "start",
     "The council sat late and argued about the harvest and the price of bread, and in the end our 3 armies\n"
     "in 14 do not march to 11. The French will complain about it as they always do, but they will not move."),
]


@pytest.mark.parametrize("rules_id, nation, where, paragraph", CHANGED_ORDER)
def test_an_order_changed_inside_a_wrapped_paragraph_is_never_read_nor_dropped(rules_id, nation, where, paragraph):
    sheet = sheet_of(rules_id, nation, where, paragraph)
    assert not sheet.orders, (paragraph, sheet.orders)
    assert sheet.problems, (paragraph, sheet.chatter)


# Lines that must never be joined: a list of orders, short lines, lines ending a sentence, an item of a list.
NEVER_JOINED = [
    "A - Bavaria\nb - saxony",
    "fleet Toulon: Provence - Gulf of Lion - Western Mediterranean\nstanding surrender: fight on",
    "The army of the north goes into Holland and the army of the south stays put.\nthe fleet stays in port.",
    "The army of the north goes into Holland and the army of the south stays put and\n- the fleet stays in port",
    "The army of the north goes into Holland and the army of the south stays put and\n3 armies 14 -> 11",
    "Short line and\nthe next",
]


@pytest.mark.parametrize("text", NEVER_JOINED)
def test_a_list_or_lines_ending_their_sentences_are_never_joined(text):
    lines = list(message_lines(text))
    runs: list[list[int]] = []
    laid = wrapped_paragraphs(lines, 2000, lambda said: said.startswith(("fleet ", "standing ", "A - ", "b - ")), runs)
    assert runs == [] and [x.text for x in laid] == [x.text for x in lines], (text, laid)


def test_a_wrapped_run_is_laid_out_by_sentence():
    text = ("The Emperor spent the week receiving envoys. The Prussian one was polite and said nothing. The Italian one\n"
            "said a great deal and meant less. The Russian came with a letter about Poland which we have put in a\n"
            "drawer. Our position is simple.")
    runs: list[list[int]] = []
    laid = wrapped_paragraphs(message_lines(text), 2000, lambda said: False, runs)
    assert runs == [[1, 2, 3]]
    assert laid[0].text.endswith("The Italian one said a great deal and meant less.")
    assert laid[1].text == "The Russian came with a letter about Poland which we have put in a drawer."
    assert laid[2].text == "Our position is simple."


def test_a_line_the_writer_broke_short_is_not_the_mail_programs():
    assert breaks("The Emperor spent the week receiving envoys. The Italian one", "said a great deal.", 62)
    assert not breaks("The Emperor spent the week.", "said a great deal.", 80)
    assert not breaks("The Emperor spent the week receiving envoys. The Italian one", "Said a great deal.", 62)


def test_a_long_message_of_wrapped_prose_reads_in_linear_time():
    import time
    line = "the council sat late and argued about the harvest and the price of bread and the weather and"
    text = "A - Champagne\n" + "\n".join([line] * 2000) + "\n"
    start = time.perf_counter()
    sheet_of("napoleonic", "France", "spring-1805-war", text)
    assert time.perf_counter() - start < 20


# (ruleset, nation, position, the orders, a line of news: set aside with its reason)
NEWS = [
    (*_NAP, "The Prussians won't like B but there it is."),
    (*_CLASSIC, "We have heard that Italy complains about our ships in the south."),
    (*_SUCC, "Olof moved house and has no time, so Lars writes from now on."),
    (*_EIA, "The French have twelve of the line in Brest and nine more at Toulon."),
    (*_CLASSIC, "The council has read the GM's news of the French fleet and is not afraid."),
    ("succheesion", "Typ Lef Nazin", "start", "3 units 29 -> 30", "Our army has sat in Steppe Gate long enough."),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", NEWS)
def test_news_of_others_or_of_the_past_is_set_aside_with_its_reason(rules_id, nation, where, orders, line):
    text = f"{orders}\n{line}"
    at = len(orders.splitlines()) + 1
    sheet = sheet_of(rules_id, nation, where, text)
    assert len(sheet.orders) == len(orders.splitlines()), (text, sheet.orders, sheet.problems)
    assert not [p for p in sheet.problems if p.line == at], (text, sheet.problems)
    told = [c for c in sheet.chatter if c.line == at]
    assert told and told[0].reason.startswith("not an order") and read_as_no_order(told[0].reason), (text, told)
    assert "news: " in told[0].reason, told      # on the receipt with why, so the GM sees it


# (ruleset, nation, position, the orders, a line near news that may give an order: never set aside as news)
NEAR_NEWS = [
    (*_CLASSIC, "Declare war on Italy."),
    (*_SUCC, "Bribe the Ublikans to stay out of it."),
    (*_NAP, "We have moved corps C to Alsace."),
    (*_NAP, "They march into Holland."),
    (*_CLASSIC, "The French are allowed through L this turn."),
    (*_SUCC, "If Berdain takes the bribe we will attack Eastmark."),
    (*_CLASSIC, "The French are busy, and we send 3 armies to 12."),
    (*_EIA, "Selim leaves, my friend Aylin takes over."),
    (*_CLASSIC, "France gets 5 gold from us."),
    (*_NAP, "The Emperor shall raise two infantry in Paris."),
    (*_CLASSIC, "The council has decided to declare war on Italy."),
    (*_SUCC, "We will take Eastmark."),
    ("succheesion", "Typ Lef Nazin", "start", "3 units 29 -> 30", "Berdain declares war on Maustria as well (as agreed)."),
    (*_NAP, "Prussia allies with Russia, as we all agreed."),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", NEAR_NEWS)
def test_a_line_that_may_give_an_order_is_never_news(rules_id, nation, where, orders, line):
    text = f"{orders}\n{line}"
    at = len(orders.splitlines()) + 1
    sheet = sheet_of(rules_id, nation, where, text)
    assert not any(c.line == at and "news:" in c.reason for c in sheet.chatter), (text, sheet.chatter)
