"""How players dress their orders: greetings, headings, forum markup, sign-offs, quoted mail.
None of these lines is an order; `{sign}`, `{nation}`, `{adj}` and `{cry}` come from the nation."""

from __future__ import annotations

GREETINGS = [
    "Hi GM,", "Hello GM!", "Dear GM,", "Hey,", "GM -", "Hi there,", "Good evening,", "Greetings, Game Master.",
    "Hi, orders below.", "Here are my orders for this turn.", "Orders for this turn:", "hey gm",
    "Hello! Sorry these are a bit late.", "Hi, hope you are well.", "Morning!", "Hi GM, quick one this turn.",
    "Right, here goes:", "Dear Sir,", "Yo GM", "Hi! Here's what I want to do:",
    "Hello again,", "Hi, finally got time to write these up.", "Good day to you,",
]

HEADINGS = [
    "Orders:", "**Orders**", "[b]Orders[/b]", "ORDERS", "### Orders", "[B]ORDERS[/B]", "Orders for this turn:",
    "[u]Orders[/u]", "Turn orders", "__Orders__", "[size=4][b]Orders[/b][/size]", "# My orders",
    "[color=navy][b]Orders[/b][/color]", "Military orders:", "[b]Military:[/b]", "*Orders*",
]

CHATTER = [
    "Sorry these are late, work has been crazy.", "Let me know if anything is unclear.",
    "Thanks for running this game, it's great fun.", "PS: the last update was excellent.",
    "Could you confirm you got this? My last mail bounced.", "Not much happening this turn, I'm afraid.",
    "Quiet turn for me, mostly.", "I may be away this weekend, so these might be my orders for two turns.",
    "Fingers crossed!", "Please tell me if anything does not make sense.",
    "Long turn this time, bear with me.", "I think that covers everything.", "That's all for now.",
    "Will post the diplomacy in the thread later.", "Quick turn from my phone, sorry for typos.",
    "lol this turn is going to hurt", "Nothing else this turn.", "If something is impossible, just skip it.",
    "Thanks again for the quick update yesterday!", "Good luck everyone.",
]

SIGNOFFS = [
    "Thanks,\n{sign}", "Cheers, {sign}", "Regards,\n{sign}", "{cry}", "Thanks!", "- {sign}", "Best,\n{sign}",
    "{cry}\n{sign}", "Thanks, {sign}", "Yours,\n{sign}", "--\n{sign}\nSent from my iPhone", "cheers",
    "That's it. {cry}", "Many thanks\n{sign}", "Ta,\n{sign}", "Kind regards,\n{sign}\n({nation})",
]


def _quote_mail(old, rng):
    when = rng.choice(["On Mon, 30 Nov 2026 at 09:12, Game Master <gm@example.org> wrote:",
                       "On 29/11/2026 22:40, GM wrote:", "GM wrote:"])
    intro = rng.choice(["> Orders are due tomorrow at 20:00 UTC.", "> Your orders last turn were:",
                        "> Please send your orders for the next turn."])
    return [when, intro, ">"] + [f"> {o}" for o in old]


def _quote_bbcode(old, rng):
    who = rng.choice(['[quote="GM"]', "[quote]", '[QUOTE=Gamemaster;1234]', "[quote author=GM link=topic=12]"])
    end = "[/QUOTE]" if who.startswith("[QUOTE") else "[/quote]"
    return [who, "Last turn you ordered:"] + old + [end]


def _quote_outlook(old, rng):
    return ["-----Original Message-----", "From: Game Master", "Sent: Sunday, 29 November 2026 22:40",
            "Subject: Orders due"] + old


QUOTES = [_quote_mail, _quote_bbcode, _quote_outlook]


def _head(heading):
    return [heading] if heading else []


def plain(body, heading, rng):
    return _head(heading) + body


def dashes(body, heading, rng):
    return _head(heading) + [f"- {b}" for b in body]


def stars(body, heading, rng):
    return _head(heading) + [f"* {b}" for b in body]


def bullets(body, heading, rng):
    return _head(heading) + [f"• {b}" for b in body]


def numbered(body, heading, rng):
    sep = rng.choice([".", ")"])
    return _head(heading) + [f"{i}{sep} {b}" for i, b in enumerate(body, 1)]


def phpbb_list(body, heading, rng):
    return _head(heading) + ["[list]"] + [f"[*]{b}" for b in body] + ["[/list]"]


def vbulletin_list(body, heading, rng):
    return _head(heading) + ["[LIST=1]"] + [f"[*] {b}" for b in body] + ["[/LIST]"]


def smf_list(body, heading, rng):
    return _head(heading) + ["[list]"] + [f"[li]{b}[/li]" for b in body] + ["[/list]"]


def bold_lines(body, heading, rng):
    return _head(heading) + [f"[b]{b}[/b]" for b in body]


def markdown_bold(body, heading, rng):
    return _head(heading) + [f"**{b}**" for b in body]


def markdown_list(body, heading, rng):
    return _head(heading) + [f"* **{b}**" if i == 0 else f"* {b}" for i, b in enumerate(body)]


def coloured(body, heading, rng):
    colour = rng.choice(["red", "blue", "#0000ff", "darkgreen"])
    return _head(heading) + [f"[color={colour}]{b}[/color]" for b in body]


def indented(body, heading, rng):
    return _head(heading) + [f"    {b}" for b in body]


def one_paragraph(body, heading, rng):
    """Orders run together on one or two lines, as some players write them."""
    if len(body) < 2:
        return _head(heading) + body
    return _head(heading) + ["; ".join(body)]


STYLES = [plain, plain, plain, dashes, stars, bullets, numbered, phpbb_list, vbulletin_list, smf_list,
          bold_lines, markdown_bold, markdown_list, coloured, indented, one_paragraph, dashes, numbered]
