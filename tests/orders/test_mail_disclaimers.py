"""Issue 22 (mail debris): the legal notice a company's mail server adds under a message ('This e-mail and any
attachments are confidential ...') is set aside and said so; a line of orders is never taken for one."""

import pytest

from engine.words.disclaimers import is_disclaimer
from tests.orders.bundled import checked

NOTICES = [
    "This message and any attachment are confidential and may be privileged. If you are not the intended recipient, "
    "please delete it.",
    "DISCLAIMER: the information in this email is confidential and intended only for the named addressee.",
    "If you have received this in error, notify the sender at once; any unauthorised use is strictly prohibited.",
    "the intended recipient, you must not copy, forward or act upon it. The sender accepts no liability for it.",
]


@pytest.mark.parametrize("notice", NOTICES)
def test_a_mail_server_s_notice_is_set_aside(notice):
    got, sheet = checked("napoleonic", "France", "start", f"A holds\n{notice}")
    assert got == ["A holds"] and sheet.problems == ()
    assert sheet.chatter[-1].reason == "not an order: the legal notice of a mail server"


@pytest.mark.parametrize("line", [
    "Confidential: 3 armies 58 -> 55",                             # a number: an order
    "Send this message to Austria: we are allies, confidential.",  # one word of a notice
    "The intended recipient of the gift is Austria.",
])
def test_a_line_that_may_be_an_order_is_no_notice(line):
    assert not is_disclaimer(line)
