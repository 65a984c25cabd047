"""Issue 22, round 16 (fresh21 nap-7, 'The Russian ships may pass the Sea of Marmara this season'): a passage
permitted in the story, said of the ships that pass ('X may pass ...', 'Let X pass ...', capital 'Let' too), is the
napoleonic 'allow X through SEA'; a refusal of passage, our own ships or a condition stay refused."""

import pytest

from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("text", [
    "The Russian ships may pass the Sea of Marmara this season, the Tsar having asked politely for once.",
    "Let the Russians pass through the Sea of Marmara.",
    "The Russians may sail through the Sea of Marmara until spring.",
    "The Russian fleet is allowed to pass the Sea of Marmara.",
])
def test_a_passage_permitted_is_allowed(text):
    assert read("napoleonic", "start", "Ottoman Empire", text)[0] == ["allow Russia through Sea of Marmara"]


@pytest.mark.parametrize("text", [
    "The British fleet may not pass the Sea of Marmara.",
    "Our ships may pass the Sea of Marmara.",
    "The Russian ships may pass the Sea of Marmara if they ask.",
])
def test_a_near_permission_stays_refused(text):
    shown, problems = read("napoleonic", "start", "Ottoman Empire", text)
    assert problems and not any(o.startswith("allow") for o in shown)
