"""The computer players of the Cinquillo and the Burro, from what their seat sees.

The principiante plays any legal card. The Cinquillo's experto lays the card that frees most of its own cards
further along the row and gives the others least (a neighbour it does not hold opens a play for them). The Burro's
experto follows the catalogue's advice (l. 289): it leads the suit the others are known to lack, and of a suit it
holds several of, not the highest but the next, keeping the top one to win the lead back; following, it takes the
baza when it can, with its highest card, and otherwise throws its lowest.
"""

from __future__ import annotations

import random

from games.cinquillo.base import bots
from games.cinquillo.burro import BurroView
from games.cinquillo.cinquillo import CinquilloView
from games.core.cards import CARDS_BY_CODE, SUITS, Card, Suit


def any_legal(view: CinquilloView | BurroView, rng: random.Random) -> str:
    """The principiante: any legal action, by lot."""
    return rng.choice(view.legal_actions)


# -- Cinquillo -----------------------------------------------------------------------------------------------------
def worth(view: CinquilloView, card: Card) -> int:
    """How good laying ``card`` is: the own cards it brings in reach further along its row, less the others' cards
    it unlocks before the next own card (those they may lay at once)."""
    ranks = view.ladder
    place = ranks.index(card.rank)
    if view.row(card.suit):
        beyond = ranks[place + 1 :] if place > ranks.index(view.base) else ranks[:place][::-1]
        sides = [beyond]
    else:  # a base card opens both ways
        sides = [ranks[place + 1 :], ranks[:place][::-1]]
    freed = unlocked = 0
    for side in sides:
        mine = [Card(rank, card.suit) in view.hand for rank in side]
        freed += sum(mine)
        unlocked += mine.index(True) if True in mine else len(mine)
    return 2 * freed - unlocked


def cinquillo_expert(view: CinquilloView, rng: random.Random) -> str:
    cards = [CARDS_BY_CODE[code] for code in view.legal_actions if code in CARDS_BY_CODE]
    if not cards:
        return view.legal_actions[0]
    return max(cards, key=lambda card: worth(view, card)).code


# -- Burro ---------------------------------------------------------------------------------------------------------
def lacking(view: BurroView) -> set[Suit]:
    """The suits some other seat still in play is known to lack: it drew or passed on them."""
    lacks: set[Suit] = set()
    for baza in view.history:
        led = baza.plays[0][1].suit
        if any(seat != view.seat and seat in view.active for seat in (*baza.drew, *baza.passed)):
            lacks.add(led)
    return lacks


def powers(view: BurroView) -> dict[Card, int]:
    """How high each card in the seat's hand and on the table is (the as above the rey in the ``cinco`` variant)."""
    return {card: view.play_rules.card_power(card, None)[1] for card in (*view.hand, *view.trick)}


def burro_expert(view: BurroView, rng: random.Random) -> str:
    cards = [CARDS_BY_CODE[code] for code in view.legal_actions if code in CARDS_BY_CODE]
    if not cards:
        return view.legal_actions[0]
    power = powers(view)
    if view.trick:
        best = max((card for card in view.trick if card.suit == view.trick[0].suit), key=power.__getitem__)
        winning = [card for card in cards if power[card] > power[best]]
        return (max(winning, key=power.__getitem__) if winning else min(cards, key=power.__getitem__)).code
    lacks = lacking(view)
    by_suit = {suit: sorted((c for c in cards if c.suit == suit), key=power.__getitem__) for suit in SUITS}
    suit = max(
        (suit for suit in SUITS if by_suit[suit]),
        key=lambda suit: (suit in lacks, len(by_suit[suit])),
    )
    held = by_suit[suit]
    return (held[-2] if len(held) > 1 else held[-1]).code


# -- the hint's reasons (games.Words.card_reason) --------------------------------------------------------------------
def legal_cards(view: CinquilloView | BurroView) -> list[Card]:
    return [CARDS_BY_CODE[code] for code in view.legal_actions if code in CARDS_BY_CODE]


def cinquillo_reason(view: CinquilloView, card: Card) -> tuple[str, str]:
    """``forzada`` (the only card that fits), ``abre`` (a base card opens its row) or ``hilera`` (what it frees)."""
    if len(legal_cards(view)) == 1:
        return "forzada", f"{card.with_article.capitalize()} es la única carta tuya que entra en las hileras."
    if not view.row(card.suit):
        return "abre", (
            f"{card.with_article.capitalize()} abre la hilera de {card.suit.spanish}: te conviene cuando tienes "
            "cartas de ese palo que poner después."
        )
    return "hilera", (
        f"{card.with_article.capitalize()} deja a tu alcance más cartas tuyas de {card.suit.spanish} y abre "
        "menos juego a los demás que las otras cartas que entran."
    )


def burro_reason(view: BurroView, card: Card) -> tuple[str, str]:
    """``forzada``, ``salida-falta`` (a lead of a suit another lacks), ``salida``, ``gana``, ``pierde`` or ``deja``."""
    legal = legal_cards(view)
    name = card.with_article.capitalize()
    if len(legal) == 1:
        return "forzada", f"{name} es la única carta que puedes echar."
    power = powers(view)
    if not view.trick:
        if card.suit in lacking(view):
            return (
                "salida-falta",
                f"Sales de {card.suit.spanish}, que a otro le falta: tendrá que robar o pasar.",
            )
        higher = [held for held in view.hand if held.suit == card.suit and power[held] > power[card]]
        if len(higher) == 1:  # the catalogue's advice (l. 289): not the highest, but the next
            return (
                "salida",
                f"Sales de {card.suit.spanish} y guardas la más alta, para volver a ganar la salida.",
            )
        return "salida", f"Sales de {card.suit.spanish}."
    best = max(power[played] for played in view.trick if played.suit == view.trick[0].suit)
    if power[card] > best:
        return "gana", f"{name} gana la baza: saldrás tú en la siguiente."
    if any(power[other] > best for other in legal):
        return "deja", f"{name} deja la baza a otro."
    return "pierde", "Ninguna de tus cartas gana la baza."


CINQUILLO_PLAYERS = bots(any_legal, cinquillo_expert)
BURRO_PLAYERS = bots(any_legal, burro_expert)
