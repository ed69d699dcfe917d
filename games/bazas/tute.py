"""Whole partidas of the Tute: *entre dos* with a stock (l. 2875–2888), *arrastrado* among three (l. 2843) and the
*tute común* of two pairs with every card dealt (l. 2817–2837).

>>> import games
>>> hand = games.new_hand("tute", seed=8, players=4)
>>> view = hand.view(0)
>>> len(view.hand), view.stock_size, view.target
(10, 0, 2)
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar

from games.bazas.base import CAPOTE_CODE, FUERA_CODE, JUEGO, variant_names, wins
from games.bazas.tute_family import (
    CANTAR_TUTE,
    CAPOTE,
    CAPOTE_WORD,
    CAT,
    ENTRE_DOS,
    FINAL,
    FUERA,
    Tally,
    TuteFamilyRules,
    TuteState,
    Verdict,
)
from games.bazas.tute_trick import CATALOGUE, TUTE_OBLIGATIONS, TuteTrick
from games.core.cards import DECK_40, Card, Suit
from games.core.citations import Citation, cite
from games.core.errors import InvalidNotationError
from games.core.hand import FASE, SUBASTA_CODE, TRIUNFO_CODE, HandOptions, violation
from games.core.rules import TRUMP, GameRules, Requirement
from games.core.trick import seat_name
from games.core.violations import ARRASTRE, Violation

if TYPE_CHECKING:
    from games.core.trick import Position

CON_TUTE = "con-tute"  # two players: tute counts (l. 2886)
SIN_CAPOTE = "sin-capote"  # two players: no capote (l. 2885)
HABANERO = "habanero"  # two players, eight cards, 101 and the mano de vuelta (l. 2894–2902)
REMATE = "remate"  # three players, an auction from 60, one against two, to 500 (l. 2904–2908)

HABANERO_JUEGO = cite(CAT, "TUTE HABANERO: mecanismo de juego", 2896)
HABANERO_CAPOTE = cite(CAT, "TUTE HABANERO: capote", 2900)
HABANERO_OBJETIVOS = cite(CAT, "TUTE HABANERO: objetivos", 2902)
REMATE_SUBASTA = cite(CAT, "TUTE REMATE o SUBASTADO", 2904)
REMATE_PUNTOS = cite(CAT, "TUTE REMATE: los puntos", 2908)
SUBASTA = "subasta"  # Tute remate: the auction, one turn each from the mano
TRIUNFO = "triunfo"  # Tute remate: the winner of the auction names trumps
PUJA = "puja:"  # ``puja:75``: a bid of 75 points
TRIUNFO_ACTION = "triunfo:"  # ``triunfo:O``
FIRST_BID, TOP_BID, STEP = 60, 230, 5  # 120 in cards, 10 de últimas, 100 of cantes (l. 2837)
REMATE_TARGET = 500  # «Lo normal es que gane el jugador que acumule primero 500 puntos» (l. 2908)

INTERPRETATION = (
    "Con dos jugadores se dan siete cartas (el reglamento dice «6 o 7»), y la pinta se cambia, como en el tute "
    "común, tras ganar una baza (l. 2821) o, como dice el tute entre dos, antes de la primera (l. 2875). Con tres, "
    "la carta que sobra marca el triunfo y no se juega: sus puntos no cuentan para nadie. Las obligaciones rigen "
    "sin monte (l. 2829): montar es echar una carta que supere a todas las del palo de salida ya jugadas, también "
    "a la del compañero. En cada baza ganada se hace un cántico por jugador; el primero de un bando, solo "
    "inmediatamente después de su primera baza (l. 2831), también entre dos con monte: solo el habanero deja "
    "cantar tras cualquier baza ganada (l. 2898). Con cuatro, el compañero de quien gana la baza canta antes de "
    "que este salga; la mesa solo le pregunta cuando puede cantar. El capote se anuncia acabado el monte, antes de "
    "que se gane la primera de las últimas bazas; si falla, la ronda es del contrario en cuanto gana una baza. La "
    "partida es a dos juegos, salvo que se pacte otra cosa."
)

GRAMMAR = """``7O``
    play a card.
``cante:O``
    sing the 20 in oros (the 40 when oros are trumps), right after your side has won a trick.
``tute``
    sing tute: four reyes or four caballos in hand, after winning a trick, before any other cante.
``cambia:7O``
    give the seven (or the two) of trumps for the pinta, right after winning a trick (two players: also before
    the first).
``capote``
    two players, once the stock is out: undertake to win every trick left.
``paso``
    four players: the partner of the trick's winner lets his cante go; in a remate, pass in the auction.
``fuera``
    habanero, in the mano de vuelta: claim the 101 (a false claim gives the ronda to the other).
``puja:75``, ``triunfo:O``
    remate: bid (multiples of five from 60, above the bids before) and, the winner of the auction, name trumps.
"""

HABANERO_INTERPRETATION = (
    " Habanero (variante «habanero», dos jugadores): ocho cartas; mientras hay baceta solo obliga servir triunfo "
    "cuando se sale de triunfo; la mesa no deja renunciar, así que no hace falta dejar tapadas las cartas robadas "
    "(l. 2896). Sin tute (l. 2898). Gana la ronda quien pasa de 100; si nadie, mano de vuelta, y en ella se puede "
    "anunciar (l. 2902)."
)
REMATE_INTERPRETATION = (
    " Remate (variante «remate», tres jugadores): sin los doses, doce cartas, una sola vuelta de subasta desde el "
    "mano, como recomienda el texto (l. 2906); sale el mano; solo canta quien ganó la subasta, porque solo cuentan "
    "sus tantos (l. 2904). La partida es a 500 puntos."
)


class Tute(TuteTrick):
    slug = "tute"
    name = "Tute"
    aliases = ("tute común", "tute arrastrado")
    players = (2, 3, 4)
    partnerships = True
    hand_size = {2: 8, 3: 13, 4: 10}
    source_slug = CATALOGUE
    summary = "El juego de bazas más popular: cantes de 20 y 40, el tute de cuatro reyes o caballos y las diez de últimas."
    obligations = "Sin monte: asistir montando, fallar, pisar; no hay que subfallar (l. 2825–2829)."
    play_citation = TUTE_OBLIGATIONS
    interpretation = (
        "Montar es jugar por encima de la mejor carta del palo de salida que haya en la mesa, aunque alguien ya haya "
        "fallado la baza; "
        "y también hay que montar a la carta del compañero, porque el reglamento del tute no lo exceptúa."
    )


class TuteRules(TuteFamilyRules):
    """The Tute with two (entre dos), three (arrastrado) or four players (two pairs)."""

    slug: ClassVar[str] = "tute"
    play_rules: ClassVar[GameRules] = Tute()
    name: ClassVar[str] = "Tute"
    players: ClassVar[tuple[int, ...]] = (2, 3, 4)
    variants: ClassVar[tuple[str, ...]] = (CON_TUTE, SIN_CAPOTE, HABANERO, REMATE)
    default_juegos: ClassVar[int] = 2
    cards_each: ClassVar[dict[int, int]] = {2: 7, 3: 13, 4: 10}
    summary: ClassVar[str] = (
        "Una partida a dos juegos: entre dos con monte y capote, arrastrado entre tres o por parejas entre cuatro, "
        "con las 20 y las 40, el tute y las diez de últimas."
    )
    interpretation: ClassVar[str] = INTERPRETATION + HABANERO_INTERPRETATION + REMATE_INTERPRETATION
    grammar: ClassVar[str] = GRAMMAR
    deal_citation: ClassVar[Citation] = ENTRE_DOS

    # -- the variants' deals ------------------------------------------------------------------------------------------
    def check_options(self, options: HandOptions) -> None:
        names = variant_names(options.variant)
        if HABANERO in names and (options.players != 2 or CON_TUTE in names):
            raise InvalidNotationError("el tute habanero es de dos jugadores y sin tute (l. 2894, 2898)")
        if REMATE in names and (options.players != 3 or len(names) > 1):
            raise InvalidNotationError("el tute remate es de tres jugadores, a 500 puntos (l. 2904, 2908)")
        if options.players != 2 and names & {CON_TUTE, SIN_CAPOTE}:
            raise InvalidNotationError("con-tute y sin-capote son reglas del tute entre dos (l. 2884–2888)")
        super().check_options(options)

    def target(self, options: HandOptions) -> int:
        return REMATE_TARGET if REMATE in variant_names(options.variant) else super().target(options)

    def deck(self, players: int, variants: frozenset[str] = frozenset()) -> tuple[Card, ...]:
        if REMATE in variants:  # «antes se sacan los cuatro doses» (l. 2904)
            return tuple(card for card in DECK_40 if card.rank != 2)
        return DECK_40

    def hand_size(self, players: int, variants: frozenset[str]) -> int:
        if HABANERO in variants:
            return 8
        if REMATE in variants:
            return 12
        return super().hand_size(players, variants)

    def rules_for(self, players: int, variants: frozenset[str] = frozenset()) -> GameRules:
        return HABANERO_RULES if HABANERO in variants else self.play_rules

    def score_unit(self, state: TuteState) -> str:
        return "puntos" if REMATE in state.variants else "juegos"

    def draws(self, players: int) -> bool:
        return players == 2

    def first_cante_open(self, state: TuteState, seat: int) -> bool:
        if HABANERO in state.variants:  # «en cualquier momento», after any trick won (l. 2898)
            return True
        sides = self.sides(state.players)
        side = sides[seat]
        if any(sides[cante.seat] == side for cante in state.cantes):
            return True
        return sum(1 for record in state.history if sides[record.winner] == side) == 1

    def tute_allowed(self, state: TuteState) -> bool:
        if REMATE in state.variants:  # «Tampoco hay opción de ganar cantando "tute"» (l. 2904)
            return False
        return state.players != 2 or CON_TUTE in state.variants

    def singable(self, state: TuteState, seat: int) -> list[Suit]:
        if REMATE in state.variants and seat != state.bidder:  # only the bidder's tantos count (l. 2904)
            return []
        return super().singable(state, seat)

    def exchange_time(self, state: TuteState, seat: int) -> bool:
        if state.players == 2 and not state.history:  # «antes de empezar a disputarse las bazas» (l. 2875)
            return seat == state.mano
        return super().exchange_time(state, seat)

    def capote_violation(self, state: TuteState, seat: int) -> Violation | None:
        refuse = None
        if state.players != 2 or SIN_CAPOTE in state.variants:
            refuse = "En esta partida no se juega el capote."
        elif state.phase != JUEGO:
            refuse = "Ahora no se puede anunciar capote."
        elif state.capote is not None:
            refuse = f"Ya ha anunciado capote {seat_name(state.capote)}."
        elif state.stock_out is None:
            refuse = "El capote se anuncia cuando se ha acabado el monte (robada la pinta), no antes."
        elif len(state.history) > state.stock_out:
            refuse = (
                "El capote hay que anunciarlo antes de ganar la primera de las bazas que quedan sin monte."
            )
        if refuse is None:
            return None
        return violation(CAPOTE_CODE, refuse, self.capote_citation(state), CAPOTE_WORD, ())

    @staticmethod
    def capote_citation(state: TuteState) -> Citation:
        return HABANERO_CAPOTE if HABANERO in state.variants else CAPOTE

    def fuera_violation(self, state: TuteState, seat: int) -> Violation | None:
        if HABANERO in state.variants and state.carried and state.phase == JUEGO:
            return None
        return violation(
            FUERA_CODE,
            "Solo en la mano de vuelta del tute habanero se puede anunciar que se han pasado los 100 (l. 2902).",
            HABANERO_OBJETIVOS,
            FUERA,
            (),
        )

    # -- the remate's auction ---------------------------------------------------------------------------------------
    def opened(self, state: TuteState) -> TuteState:
        if REMATE in state.variants:  # the auction comes first; the winner names trumps (l. 2904)
            return replace(state, phase=SUBASTA, trump=None, shown=None)
        return state

    @staticmethod
    def high_bid(state: TuteState) -> int:
        return max((amount for _, amount in state.bids), default=0)

    def other_actions(self, state: TuteState) -> list[str]:
        if state.phase == TRIUNFO:
            return [TRIUNFO_ACTION + suit.value for suit in Suit]
        lowest = max(FIRST_BID, self.high_bid(state) + STEP)
        return ["paso", *(f"{PUJA}{amount}" for amount in range(lowest, TOP_BID + 1, STEP))]

    def canonical(self, action: str) -> str:
        word, colon, rest = action.strip().lower().partition(":")
        if colon and word in ("puja", "triunfo"):
            return f"{word}:{rest.upper() if word == 'triunfo' else rest}"
        return super().canonical(action)

    def other_violation(self, state: TuteState, action: str, legal: list[str]) -> Violation:
        if state.phase == TRIUNFO:
            return violation(
                TRIUNFO_CODE,
                "Has ganado la subasta: ahora eliges el palo de triunfo (triunfo:O, triunfo:C, triunfo:E o triunfo:B).",
                REMATE_SUBASTA,
                action,
                legal,
            )
        if action.startswith(PUJA):
            amount = action.removeprefix(PUJA)
            high = self.high_bid(state)
            if not amount.isdigit() or int(amount) % STEP or int(amount) < FIRST_BID:
                explanation = "Se puja en múltiplos de cinco, a partir de 60 (l. 2904)."
            elif int(amount) > TOP_BID:
                explanation = "Nadie puede hacer más de 230 tantos: 120 de cartas, 10 de monte y 100 de acuses (l. 2837)."
            else:
                explanation = (
                    f"Tienes que pujar más alto que la última puja: al menos {high + STEP} (l. 2904)."
                )
            return violation(SUBASTA_CODE, explanation, REMATE_SUBASTA, action, legal)
        return violation(
            FASE,
            "Primero se subasta: puja (múltiplos de cinco desde 60) o di «paso» (l. 2904).",
            REMATE_SUBASTA,
            action,
            legal,
        )

    def apply_other(self, state: TuteState, seat: int, action: str, options: HandOptions) -> TuteState:
        if state.phase == TRIUNFO:
            trump = Suit.parse(action.removeprefix(TRIUNFO_ACTION))
            return replace(state, phase=JUEGO, trump=trump, to_move=state.mano, leader=state.mano)
        amount = int(action.removeprefix(PUJA)) if action.startswith(PUJA) else 0
        bids = (*state.bids, (seat, amount))
        bidder = seat if amount else state.bidder
        state = replace(state, bids=bids, bidder=bidder, to_move=(seat + 1) % state.players)
        if len(bids) < state.players:
            return state
        if bidder is None:  # «Si todos pasan, la ronda se cancela y se reparte de nuevo» (l. 2904)
            return self.end_ronda(state, options)
        return replace(state, phase=TRIUNFO, to_move=bidder)

    def awards(self, state: TuteState, winners: tuple[int, ...], juegos: int) -> tuple[int, ...]:
        if REMATE not in state.variants or state.bidder in winners or not winners:
            return super().awards(state, winners, juegos)
        low = (
            juegos // (2 * STEP) * STEP
        )  # the rivals share the bid, the mano five more if it is odd (l. 2908)
        first = next(s for s in ((state.mano + step) % state.players for step in range(3)) if s in winners)
        return tuple((juegos - low if side == first else low) if side in winners else 0 for side in range(3))

    # -- who wins the ronda -------------------------------------------------------------------------------------------
    def verdict(self, state: TuteState, tally: Tally, lines: list[str]) -> Verdict:
        totals, cards, tute, fuera = tally
        sides = self.sides(state.players)
        names = self.side_names(state.players)
        if REMATE in state.variants:
            return self.remate_verdict(state, totals, lines)
        if tute is not None:
            lines.append(
                f"{seat_name(tute).capitalize()} canta tute: gana dos rondas, doble juego (l. 2835)."
            )
            return (sides[tute],), 2, CANTAR_TUTE, False
        habanero = HABANERO in state.variants
        if state.capote is not None:
            maker = sides[state.capote]
            line = self.capote_citation(state).lines
            if self.capote_failed(state):
                other = 1 - maker
                lines.append(
                    f"{names[maker].capitalize()} anunció capote y el contrario ganó una baza: la ronda es de "
                    f"{names[other]} ({line})."
                )
                return (other,), 1, self.capote_citation(state), False
            juegos = 2 if totals[maker] > 100 and not habanero else 1
            lines.append(f"Capote: {names[maker]} ganó todas las bazas que quedaban sin monte ({line}).")
            return (maker,), juegos, self.capote_citation(state), False
        if fuera is not None:
            return self.claim(state, totals, fuera, lines), 1, HABANERO_OBJETIVOS, False
        if habanero:
            return self.habanero_verdict(state, totals, lines)
        side = self.most_tantos(state, totals, lines)
        if totals[side] > 100:
            lines.append(
                f"{wins(names[side])} la ronda {names[side]} con más de 100 tantos: doble juego (l. 2837)."
            )
            return (side,), 2, FINAL, False
        lines.append(f"{wins(names[side])} la ronda {names[side]}, con más tantos: un juego (l. 2837).")
        return (side,), 1, FINAL, False

    def habanero_verdict(
        self, state: TuteState, totals: tuple[int, ...], lines: list[str]
    ) -> tuple[tuple[int, ...], int, Citation, bool]:
        """«el jugador que alcance 101 tantos gana la ronda. Si ambos … gana el que sume la mayor cantidad. Si ninguno
        … mano de vuelta» (l. 2902)."""
        names = self.side_names(state.players)
        over = [side for side in (0, 1) if totals[side] > 100]
        if not over and not state.carried:
            lines.append("Nadie llega a 101: se juega la mano de vuelta y se suman los tantos (l. 2902).")
            return (), 0, HABANERO_OBJETIVOS, True
        side = over[0] if len(over) == 1 else self.most_tantos(state, totals, lines)
        lines.append(f"{wins(names[side])} la ronda {names[side]}, con {totals[side]} tantos (l. 2902).")
        return (side,), 1, HABANERO_OBJETIVOS, False

    def remate_verdict(
        self, state: TuteState, totals: tuple[int, ...], lines: list[str]
    ) -> tuple[tuple[int, ...], int, Citation, bool]:
        """The bidder scores his bid if he makes it; otherwise his two rivals share it (l. 2908)."""
        bidder = state.bidder
        if bidder is None:
            lines[:] = ["Todos pasan: la ronda se anula y se reparte de nuevo (l. 2904)."]
            return (), 0, REMATE_SUBASTA, False
        bid = self.high_bid(state)
        if totals[bidder] >= bid:
            lines.append(
                f"{seat_name(bidder).capitalize()} pujó {bid} e hizo {totals[bidder]}: se anota {bid} (l. 2908)."
            )
            return (bidder,), bid, REMATE_PUNTOS, False
        rivals = tuple(seat for seat in range(state.players) if seat != bidder)
        awards = self.awards(replace(state, juegos=(0,) * state.players), rivals, bid)
        share = " y ".join(f"{awards[seat]} para {seat_name(seat)}" for seat in rivals)
        lines.append(
            f"{seat_name(bidder).capitalize()} pujó {bid} y solo hizo {totals[bidder]}: los rivales se reparten la "
            f"puja, {share} (l. 2908)."
        )
        return rivals, bid, REMATE_PUNTOS, False


class TuteHabanero(Tute):
    """The habanero's trick play: while there is a stock, only a trump lead must be followed (l. 2896)."""

    def requirements(self, position: Position) -> list[Requirement]:
        if position.stock == 0:
            return super().requirements(position)
        order = self.order(position.trump)
        if order.suit_of[position.trick[0]] != TRUMP:
            return []
        trumps = frozenset(card for card in position.hand if order.suit_of[card] == TRUMP)
        return [Requirement(ARRASTRE, trumps, HABANERO_JUEGO, FOLLOW_TRUMPS)] if trumps else []


FOLLOW_TRUMPS = (
    "Renuncio: la baza la abrió {led}, que es triunfo, y tienes triunfo ({allowed}): en el habanero, mientras hay "
    "baceta, la única obligación es asistir cuando se sale de triunfo, y esa hay que cumplirla. Has intentado jugar "
    "{tried}."
)
HABANERO_RULES = TuteHabanero()
