"""*Pista*: what the expert computer player would do now, and why, from one analysis of what that action does.

The action is :func:`games.choose` at the *experto* level. For a card, :func:`analyse` reads what it does in the
position the seat sees (:class:`Play`: the legal cards, who wins the trick as it stands with it and with each other
card, which cards are trumps, matadores, points), and the reason is the first :class:`Reason` those facts support:
a forced card, a trick won (with the cheapest card that wins it, or by trumping), points given to the partner's
trick, points saved, a matador kept, a trump lead, a master card, a long suit. The code says which; the sentence
names the card. Where the open-hand solver applies, :func:`games.solve_for_seat` checks the experto's card over
the deals the seat cannot tell apart (see :func:`advise`) and the sentence adds what the worst card would cost;
while a stock is left to draw, or in the Ombre family's first tricks, :func:`games.estimate_for_seat` does it by
playing the cards out over such deals.
Any other action keeps its word's reason from the game's :attr:`games.Game.words`, with what the hand holds for a
bid, the choice of trumps or an envido.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from games.core.cards import CARDS_BY_CODE, Card, Suit
from games.core.estimate import estimate_for_seat, to_draw
from games.core.inference import allowed
from games.core.players import choose
from games.core.registry import find_game
from games.core.rules import TRUMP, GameRules
from games.core.solver import POINTS, TRICKS, SeatSolution, _points_of, solve_for_seat
from games.core.view import SeatView
from games.ombre.rules import OmbreRules
from games.truco.grammar import ENVIDO_WORDS

BIDDING = ("subasta", "declaracion")  # the bazas' phases of bids, where the trumps are known
DEFAULT = "Es lo que el reglamento permite y más conviene ahora."

# The codes of the reasons for a card (any other action's code is its word: ``paso``, ``cante``, ``envido``…).
CARD_CODES = (
    "forzada",  # the only legal card
    "fallo",  # a trump on a trick of another suit with no trump yet, winning it
    "pisa",  # a trump over the trump already on a trick of another suit, winning it
    "gana-barata",  # wins the trick as it stands, and no legal card that wins it is lower
    "gana",  # wins the trick as it stands
    "carga",  # the partner wins the trick: the legal card worth most points
    "companero",  # the partner wins the trick: no need to beat him
    "guarda-matador",  # a trump lead the seat need not follow: it keeps its matadores
    "salva-puntos",  # loses the trick, and no losing legal card is worth fewer points
    "pierde",  # no legal card wins the trick
    "deja",  # loses the trick though another legal card would win it
    "arrastra",  # leads a trump
    "maestra",  # leads the highest card left of its suit
    "salida-larga",  # leads from its longest plain suit
    "salida",  # leads
)


SOLVER_SAMPLES = 12  # deals solved for one hint: the same hint on any machine…
SOLVER_BUDGET = 0.25  # …unless that would take longer than this many seconds (a slow or loaded machine; the
# rest of the hint, the reading of the plays included, fits in what is left of the 300 ms)
# The most cards in the players' hands for which the hint solves: the first deal solved must be quick.
SOLVER_CARDS = 20
# What the experto's card may cost on average (tricks, card points) before the solver's best card replaces it…
TOLERANCE = {TRICKS: 0.5, POINTS: 4.0}
NOISE = 2.0  # …and, by an estimate (played out, not solved), how many standard errors of that cost at least
ESTIMATE_BUDGET = 0.1  # seconds for an estimate: the experto's card is a fair hint already


@dataclass(frozen=True, slots=True)
class Reason:
    """Why: a code (one of :data:`CARD_CODES` for a card, the action's word otherwise) and its Spanish sentence.

    ``solution`` is the sampled solve of the seat's position (:func:`games.solve_for_seat`) where the hint made one.
    """

    code: str
    text: str
    solution: SeatSolution | None = None


def advise(view: SeatView) -> tuple[str, Reason]:
    """The expert's action for the seat of ``view`` and why.

    For a card, the deals the seat cannot tell apart are solved (no stock left, at most :data:`SOLVER_CARDS` cards
    in hand) or played out (:func:`games.estimate_for_seat`): the experto's card stays unless it costs more than
    :data:`TOLERANCE` (and :data:`NOISE` standard errors) against the best card, which then replaces it.

    :raises ValueError: when the seat has nothing to do.
    """
    action = choose(view, "experto")
    own = find_game(view.game).words.card_reason is not None
    solution = solved(view) if action in CARDS_BY_CODE and not own else None
    if solution is not None and costs_too_much(solution, action):
        action = solution.best_cards[0]
    return action, reason(view, action, solution)


def costs_too_much(solution: SeatSolution, action: str) -> bool:
    """Whether ``action`` costs more than :data:`TOLERANCE` on average, and than :data:`NOISE` standard errors."""
    return solution.cost(action) > max(TOLERANCE[solution.unit], NOISE * solution.errors.get(action, 0.0))


def solved(view: SeatView) -> SeatSolution | None:
    """The sampled solve of the seat's card play (:func:`games.solve_for_seat`), or its estimate
    (:func:`games.estimate_for_seat`) while a stock is still to draw or in the Ombre family's first tricks; ``None``
    where neither applies: a single legal card, seats sitting out, too many cards, or no deal that fits."""
    rules = view.play_rules
    players = view.players
    leader = view.trick_leader if view.trick_leader is not None else view.seat
    done = {(leader + turn) % players for turn in range(len(view.trick))}
    held = [len(view.hand) - (seat in done) for seat in range(players)]
    played = [card.code for trick in view.history for card in trick.cards]
    hidden = len(rules.deck) - len(view.hand) - len(view.trick) - len(played)
    if (
        not rules.plays_tricks
        or sum(code in CARDS_BY_CODE for code in view.legal_actions) < 2
        or (view.active and len(view.active) != players)
    ):
        return None
    if to_draw(view) or (rules.family == "ombre" and sum(held) > SOLVER_CARDS):
        return estimate_for_seat(view, samples=SOLVER_SAMPLES, budget=ESTIMATE_BUDGET)
    if sum(held) > SOLVER_CARDS or (rules.uses_stock and hidden > sum(held) - len(view.hand)):
        return None
    try:
        return solve_for_seat(
            view.game,
            view.seat,
            [card.code for card in view.hand],
            held,
            trump=view.trump.value if view.trump else None,
            trick=[card.code for card in view.trick],
            played=played,
            sides=view.sides,
            fits=allowed(view),
            samples=SOLVER_SAMPLES,
            budget=SOLVER_BUDGET,
        )
    except ValueError:  # no deal fits what the view shows (a deck of its own, a talon the view counts apart)
        return None


def reason(view: SeatView, action: str, solution: SeatSolution | None = None) -> Reason:
    """Why ``action`` suits the seat of ``view``: a card by what it does (:func:`analyse`) and, with the sampled
    ``solution``, what the worst legal card would cost more; a word by the game's words."""
    own = find_game(view.game).words.card_reason
    if action in CARDS_BY_CODE and own is not None:
        return Reason(*own(view, CARDS_BY_CODE[action]))
    if action in CARDS_BY_CODE and view.play_rules.plays_tricks:
        why = _card_reason(analyse(view, CARDS_BY_CODE[action]))
        return Reason(why.code, why.text + _cost(view, action, solution), solution)
    word = action.partition(":")[0]
    if not view.play_rules.plays_tricks and ":" not in action:  # a card thrown, or a capture (the Escoba)
        word = "comer" if "+" in action else "tirar"
    return Reason(
        word, (find_game(view.game).words.reason(word, view.phase) or DEFAULT) + _holding(view, action)
    )


def _holding(view: SeatView, action: str) -> str:
    """What the hand holds that a bid, the choice of trumps or an envido weighs (empty for any other word)."""
    rules = view.play_rules
    word, _, suit = action.partition(":")
    if rules.family == "truco" and word in ENVIDO_WORDS:
        return f" Tienes {find_game(view.game).hand_rules.count(view.hand)} de envido."
    if isinstance(rules, OmbreRules) and word == "triunfo":
        trump = Suit.parse(suit)
        held = {card for card in view.hand if rules.order(trump).suit_of[card] == TRUMP}
        matadores = len(rules.matadores(trump) & held)
        among = f"{matadores} de ellos matador{'es' * (matadores != 1)}"
        return f" En {trump.spanish} tendrías {_count(len(held), 'triunfo')}, {among}."
    if isinstance(rules, OmbreRules) and view.phase == "subasta":
        fixed = sorted(rules.matadores(None) & set(view.hand), key=view.hand.index)
        kings = sum(1 for card in view.hand if card.rank == 12)
        named = [rules.describe(card, None) for card in fixed] + ([_count(kings, "rey")] if kings else [])
        if not named:
            return " No tienes matadores fijos (la espadilla, el basto) ni reyes."
        return f" Tienes {', '.join(named[:-1])}{' y ' if len(named) > 1 else ''}{named[-1]}."
    if view.trump is not None and view.phase in BIDDING:
        trumps = sum(1 for card in view.hand if rules.order(view.trump).suit_of[card] == TRUMP)
        return f" Tienes {_count(trumps, 'triunfo')}." if trumps else " No tienes triunfos."
    return ""


def _cost(view: SeatView, action: str, solution: SeatSolution | None) -> str:
    """What the worst legal card would cost on average against ``action``, by the solver (empty below a half)."""
    if solution is None:
        return ""
    values = solution.values
    worst = (max if solution.fewest else min)(values, key=values.__getitem__)
    gap = abs(values[worst] - values[action])
    if gap < 0.5:
        return ""
    unit = "baza" if solution.unit == TRICKS else "punto"
    amount = f"{gap:.1f}".replace(".", ",").removesuffix(",0")
    name = view.play_rules.describe(CARDS_BY_CODE[worst], view.trump)
    return (
        f" En {solution.samples} repartos posibles de las cartas que no ves, {name} te costaría de media"
        f" {amount} {unit}{'s' * (amount != '1')} más."
    )


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}{'es' if noun.endswith('y') else 's'}"


def analyse(view: SeatView, card: Card) -> Play:
    """The facts of playing ``card`` (legal now) in the position the seat of ``view`` sees."""
    legal = tuple(CARDS_BY_CODE[code] for code in view.legal_actions if code in CARDS_BY_CODE)
    return Play(view, card, legal)


@dataclass(frozen=True)
class Play:
    """One legal card in the position a seat sees, and what the other legal cards would do instead."""

    view: SeatView
    card: Card
    legal: tuple[Card, ...]

    @property
    def rules(self) -> GameRules:
        return self.view.play_rules

    @cached_property
    def suit_of(self) -> dict[Card, str]:
        return self.rules.order(self.view.trump).suit_of

    def winner(self, card: Card) -> int | None:
        """The seat winning the trick as it stands once ``card`` is on it (``None``: nobody, a parda)."""
        view = self.view
        seats = view.active or tuple(range(view.players))
        leader = view.trick_leader if view.trick_leader is not None else view.seat
        index = self.rules.trick_winner((*view.trick, card), seats.index(leader), len(seats), view.trump)
        return None if index is None else seats[index]

    def wins(self, card: Card) -> bool:
        return self.winner(card) == self.view.seat

    def strength(self, card: Card) -> int:
        """How high ``card`` stands on this trick: a trump above the suit led, a card of another suit nowhere."""
        suit = self.suit_of[card]
        if suit == TRUMP:
            return 1000 + self.rules.order(self.view.trump).power[card]
        return self.rules.order(self.view.trump).power[card] if suit == self.led else -1

    @property
    def led(self) -> str | None:
        """The effective suit led (``None`` when the seat leads)."""
        return self.suit_of[self.view.trick[0]] if self.view.trick else None

    def is_trump(self, card: Card) -> bool:
        return self.view.trump is not None and self.suit_of[card] == TRUMP

    @cached_property
    def points(self) -> dict[Card, int] | None:
        """Each legal card's points (and the card's), where the game counts card points; else ``None``."""
        count = _points_of(self.rules)
        if count is None:
            return None
        return {card: count((card,)) or 0 for card in {*self.legal, self.card, *self.view.trick}}

    @property
    def partner_wins(self) -> bool:
        """Whether a partner of the seat (not the seat) wins the trick as it stands with the card."""
        winner = self.winner(self.card)
        view = self.view
        return winner is not None and winner != view.seat and view.sides[winner] == view.sides[view.seat]

    @property
    def keeps_matador(self) -> bool:
        """A trump lead followed with another suit while holding a matador (the Ombre family's privilege)."""
        rules = self.rules
        if not isinstance(rules, OmbreRules) or self.led != TRUMP or self.is_trump(self.card):
            return False
        return bool(rules.matadores(self.view.trump) & set(self.view.hand))

    @property
    def master(self) -> bool:
        """Whether every card of the card's effective suit above it has been played or is in the seat's hand."""
        view = self.view
        seen = {card for trick in view.history for card in trick.cards} | set(view.hand) | set(view.trick)
        ranking = self.rules.ranking(view.trump, self.suit_of[self.card])
        return all(card in seen for card in ranking[: ranking.index(self.card)])

    @property
    def long_suit(self) -> int:
        """How many cards of the card's plain suit the hand holds, when no plain suit of the hand is longer; else 0."""
        counts: dict[str, int] = {}
        for card in self.view.hand:
            if not self.is_trump(card):
                counts[self.suit_of[card]] = counts.get(self.suit_of[card], 0) + 1
        length = counts.get(self.suit_of[self.card], 0)
        return length if length >= 2 and length == max(counts.values()) else 0


def _card_reason(play: Play) -> Reason:
    name = play.rules.describe(play.card, play.view.trump)
    if len(play.legal) == 1:
        return Reason("forzada", f"{_capital(name)} es la única carta que el reglamento te deja jugar ahora.")
    if not play.view.trick:
        return _lead_reason(play, name)
    if play.wins(play.card):
        return _winning_reason(play, name)
    points = play.points
    if play.partner_wins:
        side = "tu bando" if play.view.maker is not None else "tu compañero"
        if points and points[play.card] and points[play.card] == max(points[card] for card in play.legal):
            return Reason(
                "carga", f"La baza va para {side}: cárgala con {name}, que vale {points[play.card]} puntos."
            )
        return Reason("companero", f"La baza va para {side}: no hace falta superarle; juega {name}.")
    if play.keeps_matador:
        return Reason(
            "guarda-matador",
            f"Un matador no está obligado a servir a un arrastre de triunfo menor: guárdalo y juega {name}.",
        )
    cannot = not any(play.wins(card) for card in play.legal)
    losing = [card for card in play.legal if not play.wins(card)]
    if points is not None and points[play.card] == min(points[card] for card in losing):
        worth = f"solo vale {points[play.card]} puntos" if points[play.card] else "no vale puntos"
        start = "Esta baza no la puedes ganar" if cannot else "Dejas pasar esta baza"
        return Reason(
            "salva-puntos", f"{start}: échale {name}, que {worth}; ninguna otra carta les da menos."
        )
    if cannot:
        return Reason("pierde", f"Esta baza no la puedes ganar: juega {name} y guarda las demás cartas.")
    return Reason(
        "deja", f"Con {name} dejas pasar esta baza y guardas para luego las cartas que la ganarían."
    )


def _winning_reason(play: Play, name: str) -> Reason:
    points = play.points
    total = sum(points[card] for card in (*play.view.trick, play.card)) if points else 0
    gain = f" y sus {total} puntos" if total else ""
    if play.is_trump(play.card) and play.led != TRUMP:
        if any(play.is_trump(card) for card in play.view.trick):
            return Reason("pisa", f"Pisa con {name} el triunfo que hay en la mesa: ganas la baza{gain}.")
        return Reason("fallo", f"Falla con {name}, que es triunfo, y ganas la baza{gain}.")
    winning = [card for card in play.legal if play.wins(card)]
    if play.strength(play.card) == min(play.strength(card) for card in winning):
        return Reason(
            "gana-barata", f"Con {name} ganas la baza{gain} sin gastar una carta más alta de lo necesario."
        )
    return Reason("gana", f"Con {name} ganas la baza{gain} tal como está.")


def _lead_reason(play: Play, name: str) -> Reason:
    view = play.view
    words = find_game(view.game).words
    if play.is_trump(play.card):
        if view.maker == view.seat and "salida:triunfo" in words.reasons:
            return Reason("arrastra", words.reasons["salida:triunfo"])
        return Reason(
            "arrastra", f"Sal de triunfo con {name}: arrastras y les sacas los triunfos a los demás."
        )
    if play.master:
        return Reason("maestra", f"{_capital(name)} es la carta más alta que queda de su palo: sal con ella.")
    if play.long_suit:
        return Reason(
            "salida-larga",
            f"Sal con {name}, de tu palo más largo: tienes {play.long_suit} cartas de él.",
        )
    return Reason("salida", f"Sal con {name} y guarda las demás cartas para las bazas que quedan.")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
