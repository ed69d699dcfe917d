"""The machinery the whole hands of the Ombre family share: auction, trumps, exchange card by card, play, bola.

A game (:mod:`~games.ombre.tresillo`, :mod:`~games.ombre.hombre`) subclasses :class:`OmbreHandRules`, sets its
contracts, its limits and its citations, and writes :meth:`OmbreHandRules.settle`, the result and the payments.
The trick play is a :class:`games.Position`: its ``check_play`` judges every card and explains every *renuncio*.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import astuple, replace
from typing import Any, ClassVar, TypeVar

from games.core.cards import DECK_40, Card, Suit
from games.core.citations import Citation
from games.core.deal import deal
from games.core.errors import InvalidNotationError
from games.core.hand import (
    ACCION,
    BOLA_CODE,
    DEFENSA_CODE,
    DESCARTE_CODE,
    FASE,
    RENDICION,
    ROBO,
    SUBASTA_CODE,
    TRIUNFO_CODE,
    Hand,
    HandOptions,
    HandRules,
    Setup,
    actions_list,
    once_per_state,
    violation,
)
from games.core.result import HandResult
from games.core.rules import GameRules
from games.core.trick import Position, TrickRecord, seat_name
from games.core.violations import CARTA, TURNO, Violation, ViolationCode
from games.ombre.rules import OMBRE_RULES
from games.ombre.state import (
    DEFENSA,
    DESCARTE,
    FIN,
    JUEGO,
    SUBASTA,
    TRIUNFO,
    OmbreState,
)
from games.ombre.view import OmbreView

PASO = "paso"
ENTRADA = "entrada"
VUELTA = "vuelta"
SOLO = "solo"
DESCARTA = "descarta"
ROBA = "roba"
VAN = "van"
VUELVEN = "vuelven"
RENDIRSE = "rendirse"
DEFIENDO = "defiendo"
ACEPTO = "acepto"  # the Hombre: an opponent content with the game given up as codillo (l. 307)
JUEGA = "juega"  # the Hombre: an opponent who makes him play it out (l. 307)
BOLA = "bola"
PLAY = "carta"  # the verb of a card code

WORDS = frozenset({PASO, ENTRADA, VUELTA, SOLO, ROBA, VAN, VUELVEN, RENDIRSE, DEFIENDO, ACEPTO, JUEGA, BOLA})
ALIASES = {
    "me rindo": RENDIRSE,
    "me-rindo": RENDIRSE,
    "doy el juego perdido": RENDIRSE,
    "pasar": PASO,
    "paso.": PASO,
    "defender": DEFIENDO,
}
SUIT_NAMES = {"oros": "O", "copas": "C", "espadas": "E", "bastos": "B"}


def parse_action(action: str) -> tuple[str, str] | None:
    """The verb and argument of an action, or ``None`` when it is not one.

    >>> parse_action("TRIUNFO:o"), parse_action("descarta:7o"), parse_action("12B"), parse_action("hola")
    (('triunfo', 'O'), ('descarta', '7O'), ('carta', '12B'), None)
    """
    text = action.strip()
    low = text.lower()
    if low in WORDS:
        return low, ""
    if low in ALIASES:
        return ALIASES[low], ""
    verb, colon, argument = low.partition(":")
    if colon:
        if verb == "triunfo":
            letter = SUIT_NAMES.get(argument, argument.upper())
            return ("triunfo", letter) if letter in ("O", "C", "E", "B") else None
        if verb == DESCARTA:
            code = _card_code(argument)
            return (DESCARTA, code) if code else None
        if verb == ROBA and argument.isascii() and argument.isdigit():
            return ROBA, argument
        return None
    code = _card_code(text)
    return (PLAY, code) if code else None


def _card_code(text: str) -> str | None:
    body = text.strip().upper()
    digits = body[:-1]  # ASCII only: "²".isdigit() is true, and int() refuses it
    if (
        len(body) < 2
        or not (digits.isascii() and digits.isdigit())
        or body[-1] not in "OCEB"
        or not 1 <= int(digits) <= 12
    ):
        return None
    return f"{int(body[:-1])}{body[-1]}"


StateS = TypeVar("StateS", bound=OmbreState)


class OmbreHandRules(HandRules[OmbreState, OmbreView]):
    """Whole hands of a game of the Ombre family (three players, nine cards each, a talon of thirteen)."""

    players: ClassVar[tuple[int, ...]] = (3,)
    packets: ClassVar[tuple[int, ...]] = (3, 3, 3)
    contracts: ClassVar[tuple[str, ...]]  # lowest first
    repeated_auction: ClassVar[bool]  # True: bid round after round, equal bids for the seat nearer the mano
    max_discards: ClassVar[int] = 9  # the most the Jugador may discard in an entrada
    negotiation: ClassVar[bool] = False  # Tresillo: «van», «vuelven» say who exchanges first in the contra
    surrender: ClassVar[bool] = False
    surrender_before: ClassVar[int | None] = 4  # the trick before which the Jugador may surrender (None: any)
    solo_surrender: ClassVar[bool] = False  # whether a solo may be given up too
    surrender_word: ClassVar[str | None] = None  # the source's own word for it in the play (Tresillo: «paso»)
    defended: ClassVar[tuple[str, ...]] = ()  # the contracts whose surrender the contra may refuse
    defense_words: ClassVar[tuple[str, str]] = (DEFIENDO, PASO)  # carry on with the hand, or let it end
    defense_prompt: ClassVar[str] = "Ahora la contra decide si defiende la entrada: di «defiendo» o «paso»."
    jugador_word: ClassVar[str] = "el Jugador"
    sides: ClassVar[int] = 0  # how many sides keep stakes (``stakes=``): the Zanga's two pairs
    sitting_variants: ClassVar[
        tuple[str, ...]
    ] = ()  # the variants with one player more, the dealer, who sits out

    cite_auction: ClassVar[Citation]  # bids in turn, each higher than the standing one
    cite_overcall: ClassVar[Citation]  # who may equal or raise a standing bid
    cite_trump: ClassVar[Citation]  # the Jugador names trumps, before the exchange
    cite_solo: ClassVar[Citation]  # the solo player does not exchange
    cite_exchange: ClassVar[Citation]  # order of the exchange and «igual número»
    cite_draw: ClassVar[Citation]  # drawing exactly as many as discarded
    cite_max_discard: ClassVar[Citation]
    cite_bola: ClassVar[Citation]
    cite_play: ClassVar[Citation]  # the mano leads the first trick
    cite_turn: ClassVar[Citation]  # each speaks and plays in turn
    cite_vuelta: ClassVar[Citation | None] = None
    of_the: ClassVar[str] = (
        "de"  # how a refusal names the game: «de Tresillo», «del Voltarete», «de la Zanga»
    )
    cite_surrender: ClassVar[Citation | None] = None
    cite_defense: ClassVar[Citation | None] = None
    cite_negotiation: ClassVar[Citation | None] = None

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        if (
            "slug" in cls.__dict__
        ):  # a game of the family: its trick rules are the family's entry of the same slug
            cls.play_rules = OMBRE_RULES[cls.slug]

    def options(self, setup: Setup) -> HandOptions:
        """The options of a new hand: ``deal`` gives each seat's cards and then the talon's, top card first;
        ``stakes`` what each side holds before the hand, where the game counts it (the Zanga's vales)."""
        seed, players, variant, pot, deal, stakes = astuple(setup)
        if (
            variant is not None and variant in self.sitting_variants
        ):  # one more, who deals: the hand is the others'
            usual = self.players[0]
            if players not in (None, usual + 1):
                raise InvalidNotationError(
                    f"{self.name} con {variant} se juega entre {usual + 1}: el que da no juega la mano"
                )
            return replace(
                self.options(replace(setup, players=usual, variant=None)), players=usual + 1, variant=variant
            )
        count = players if players is not None else self.players[0]
        if count not in self.players:
            raise InvalidNotationError(
                f"{self.name} se juega con {self.players[0]} jugadores, no con {count}"
            )
        if variant is not None and variant not in self.variants:
            raise InvalidNotationError(f"{self.name} no tiene la variante {variant!r}")
        if pot < 0:
            raise InvalidNotationError("el plato no puede tener menos de cero tantos")
        held = None
        if stakes is not None:
            held = tuple(stakes)
            if any(n < 0 for n in held) or len(held) != self.sides:
                raise InvalidNotationError(
                    f"{self.name} no lleva la cuenta de {len(held)} bandos con esos vales"
                )
        dealt = self._given_deal(count, deal, variant) if deal is not None else None
        return HandOptions(seed=seed, players=count, variant=variant, pot=pot, deal=dealt, stakes=held)

    def _given_deal(
        self, players: int, deal: Sequence[Sequence[str]], variant: str | None
    ) -> tuple[tuple[Card, ...], ...]:
        cards = tuple(tuple(Card.parse(code) for code in seat) for seat in deal)
        size = sum(self.packets)
        every = [card for seat in cards for card in seat]
        if len(cards) != players + 1 or any(len(seat) != size for seat in cards[:-1]):
            raise InvalidNotationError(
                f"un reparto de {self.name} da {size} cartas a cada uno de {players} y el resto al monte"
            )
        deck = self.deck_cards(variant)
        if len(every) != len(deck) or set(every) != set(deck):
            count = "cuarenta" if len(deck) == len(DECK_40) else str(len(deck))
            raise InvalidNotationError(
                f"el reparto debe tener las {count} cartas de la baraja, cada una una vez"
            )
        return cards

    def deck_cards(self, variant: str | None) -> tuple[Card, ...]:
        """The cards of a deal: the forty, unless the game (or its ``variant``) takes some out (the Dosillo)."""
        return DECK_40

    # -- setting up --------------------------------------------------------------------------------------------------
    def start(self, options: HandOptions) -> OmbreState:
        return self.fresh(options, OmbreState)

    def fresh(self, options: HandOptions, kind: type[StateS], **extra: Any) -> StateS:
        """The state of ``kind`` right after the deal (given, or from the seed), the mano to bid."""
        playing = options.players - self.dealer_sits(options)
        if options.deal is not None:
            hands, talon = options.deal[:-1], options.deal[-1]
        else:
            hands, talon = deal(self.deck_cards(options.variant), options.seed, playing, self.packets)
        state = kind(
            players=playing,
            phase=SUBASTA,
            to_move=0,
            hands=hands,
            talon=talon,
            discards=((),) * playing,
            drawn=(0,) * playing,
            **extra,
        )
        return self.seat_dealer(state, options)

    def dealer_sits(self, options: HandOptions) -> bool:
        """Whether the dealer, the last seat, sits out this hand (the alcalde, the zángano)."""
        return options.variant is not None and options.variant in self.sitting_variants

    def seat_dealer(self, state: StateS, options: HandOptions) -> StateS:
        """``state``, dealt to the players of the hand, with the dealer who sits out added as the last seat: no cards,
        and his turn to speak passed."""
        if not self.dealer_sits(options):
            return state
        return replace(
            state,
            players=options.players,
            hands=(*state.hands, ()),
            discards=(*state.discards, ()),
            drawn=(*state.drawn, 0),
            passed=state.passed | {options.players - 1},
            dealer_sits=True,
        )

    # -- what may be done ----------------------------------------------------------------------------------------------
    @once_per_state
    def legal_actions(self, state: OmbreState) -> list[str]:
        mover = state.to_move
        if mover is None:
            return []
        if state.phase == SUBASTA:
            return [PASO] + [bid for bid in self.bids(state) if self._bid_allowed(state, mover, bid)]
        if state.phase == TRIUNFO:
            return [f"triunfo:{suit.value}" for suit in Suit]
        if state.phase == DESCARTE:
            actions = [ROBA] if self._may_draw(state, mover) else []
            if len(state.discards[mover]) < self.discard_limit(state, mover):
                actions += [f"{DESCARTA}:{card.code}" for card in state.hands[mover] if card != state.turned]
            if self._may_negotiate(state, mover):
                if state.contra_step == 0:
                    actions.append(VAN)
                elif state.contra_step == 1:
                    actions.append(VUELVEN)
            return actions
        if state.phase == DEFENSA:
            return list(self.defense_words)
        if state.phase == JUEGO:
            assert state.position is not None
            actions = state.position.legal_plays()
            if self._may_ask_bola(state, mover):
                actions.append(BOLA)
            if self._surrender_problem(state, mover) is None:
                actions.append(RENDIRSE)
            return actions
        return []

    def canonical(self, action: str) -> str:
        parsed = self.parse(action)
        if parsed is None:
            return action
        verb, argument = parsed
        if verb == PLAY:
            return argument
        if verb in ("triunfo", DESCARTA):
            return f"{verb}:{argument}"
        return verb

    def bids(self, state: OmbreState) -> tuple[str, ...]:
        """The lances of this hand, lowest first (a variant may add some: the Tresillo's palo de favor)."""
        return self.contracts

    def discard_limit(self, state: OmbreState, seat: int) -> int:
        """How many cards ``seat`` may discard: the talon must be able to replace them."""
        if seat == state.jugador:
            if state.turned is not None:  # the vuelta: ten cards, the turned one stays (l. 2284)
                return min(sum(self.packets), len(state.talon) + 1)
            return min(self.max_discards, len(state.talon))
        return len(state.talon)

    def draw_count(self, state: OmbreState, seat: int) -> int:
        """How many cards ``seat`` draws: as many as discarded (the vuelta's turned card counts as one)."""
        count = len(state.discards[seat])
        return count - 1 if seat == state.jugador and state.turned is not None else count

    def _may_negotiate(self, state: OmbreState, seat: int) -> bool:
        return (
            self.negotiation
            and seat != state.jugador
            and state.first_contra is None
            and not state.discards[seat]
            and state.contra_step < 2
        )

    def _may_draw(self, state: OmbreState, seat: int) -> bool:
        return not (seat == state.jugador and state.turned is not None and not state.discards[seat])

    def _bid_allowed(self, state: OmbreState, seat: int, bid: str) -> bool:
        if state.high_bid is None or state.high_seat is None:
            return True
        rank, high = self.bids(state).index(bid), self.bids(state).index(state.high_bid)
        return rank > high or (self.repeated_auction and rank == high and seat < state.high_seat)

    def _may_ask_bola(self, state: OmbreState, seat: int) -> bool:
        return (
            seat == state.jugador
            and not state.bola
            and not state.surrendered
            and len(state.history) == 5
            and not state.trick
            and all(record.winner == seat for record in state.history)
        )

    def _surrenders(self, state: OmbreState, verb: str, seat: int) -> bool:
        """Whether ``verb`` is the Jugador giving the hand up: «rendirse», or the source's own word in the play."""
        return verb == RENDIRSE or (
            verb == self.surrender_word and state.phase == JUEGO and seat == state.jugador
        )

    def _surrender_problem(self, state: OmbreState, seat: int) -> str | None:
        """Why ``seat`` may not surrender now (``None``: it may)."""
        if not self.surrender:
            return (
                f"En {self.name} no hay rendición: {self.jugador_word} juega su juego hasta la última baza."
            )
        if seat != state.jugador:
            return f"Solo {self.jugador_word} puede rendirse; tú estás en la contra."
        if self.keeps_hand(state) and not self.solo_surrender:
            return "Quien juega un solo no puede rendirse de ninguna manera: ha de jugar las nueve bazas."
        if state.surrendered:
            return "Ya te has rendido."
        if state.bola:
            return "Has pedido bola: ahora has de hacer todas las bazas."
        started = len(state.history) + (1 if state.trick else 0)
        if self.surrender_before is not None and started >= self.surrender_before:
            return "Solo puedes rendirte antes de la cuarta baza, y ya ha empezado."
        return None

    # -- checking ------------------------------------------------------------------------------------------------------
    def parse(self, action: str) -> tuple[str, str] | None:
        """The verb and argument of an action of this game, or ``None`` when it is not one."""
        return parse_action(action)

    def opening(self, state: OmbreState, action: str) -> tuple[str, str] | Violation:
        """The verb and argument of ``action``, or why nothing can be done: the hand is over, or it is no action."""
        if state.phase == FIN or state.to_move is None:
            return violation(FASE, "La mano ha terminado: ya no se puede hacer nada más.", None, action, [])
        parsed = self.parse(action)
        if parsed is None:
            allowed = self.legal_actions(state)
            return violation(
                ACCION,
                f"«{action}» no es una acción {self.of_the} {self.name}. Ahora puedes: "
                f"{actions_list(allowed)}.",
                None,
                action,
                allowed,
            )
        return parsed

    def check(self, state: OmbreState, action: str, seat: int | None = None) -> Violation | None:
        opened = self.opening(state, action)
        if isinstance(opened, Violation):
            return opened
        verb, argument = opened
        if seat is not None and seat != state.to_move:
            return self._out_of_turn(state, verb, seat, action)
        if state.phase == SUBASTA:
            return self._check_auction(state, verb, action)
        if state.phase == TRIUNFO:
            return self._check_trump(state, verb, action)
        if state.phase == DESCARTE:
            return self._check_exchange(state, verb, argument, action)
        if state.phase == DEFENSA:
            if verb in self.defense_words:
                return None
            return self._wrong_phase(state, action, self.defense_prompt, self.cite_defense)
        return self._check_play(state, verb, argument, action)

    def _allowed(self, state: OmbreState) -> list[str]:
        return self.legal_actions(state)

    def _wrong_phase(
        self,
        state: OmbreState,
        action: str,
        text: str,
        citation: Citation | None = None,
        code: ViolationCode = FASE,
    ) -> Violation:
        return violation(code, text, citation, action, self._allowed(state))

    def _out_of_turn(self, state: OmbreState, verb: str, seat: int, action: str) -> Violation:
        if verb == "triunfo" and seat != state.jugador:
            return self._wrong_phase(
                state,
                action,
                f"Solo {self.jugador_word}, quien ganó la subasta, nombra el triunfo"
                + (" (y todavía no hay quien lo sea)." if state.jugador is None else "."),
                self.cite_trump,
                TRIUNFO_CODE,
            )
        if verb in (DESCARTA, ROBA) and seat == state.jugador and self.keeps_hand(state):
            return self._solo_exchange(state, action)
        if self._surrenders(state, verb, seat) and state.phase == JUEGO:
            problem = self._surrender_problem(state, seat)
            if problem is not None:
                return self._wrong_phase(
                    state, action, problem, self.cite_surrender or self.cite_solo, RENDICION
                )
        doing = {
            SUBASTA: "hablar en la subasta",
            TRIUNFO: "nombrar el triunfo",
            DESCARTE: "descartarse",
            JUEGO: "jugar",
            DEFENSA: "decidir si defiende",
        }[state.phase]
        return violation(
            TURNO,
            f"No es tu turno: ahora le toca {doing} al asiento {(state.to_move or 0) + 1}.",
            self.cite_turn,
            action,
            [],
        )

    def keeps_hand(self, state: OmbreState) -> bool:
        """Whether the Jugador plays the cards he was dealt, exchanging none (the solo)."""
        return state.contract == SOLO

    def trick_rules(self, state: OmbreState) -> GameRules:
        """The rules of the tricks of this hand (a lance may change them: the Tresillo's chipolo has no trump)."""
        return self.play_rules

    def _solo_exchange(self, state: OmbreState, action: str) -> Violation:
        return self._wrong_phase(
            state,
            action,
            "Vas solo: quien juega un solo no se descarta ni roba, juega con las nueve cartas que le dieron. "
            "Solo la contra puede cambiar cartas.",
            self.cite_solo,
            DESCARTE_CODE,
        )

    def _check_auction(self, state: OmbreState, verb: str, action: str) -> Violation | None:
        mover = state.to_move
        assert mover is not None
        if verb == PASO:
            return None
        if verb in (ENTRADA, VUELTA, SOLO):
            if verb not in self.contracts:
                names = ", ".join(self.contracts)
                return self._wrong_phase(
                    state,
                    action,
                    f"En {self.name} no hay {verb}: los juegos son {names}.",
                    self.cite_auction,
                    SUBASTA_CODE,
                )
            if self._bid_allowed(state, mover, verb):
                return None
            return self._wrong_phase(
                state, action, self.overcall_text(state, verb), self.cite_overcall, SUBASTA_CODE
            )
        if verb == "triunfo":
            return self._wrong_phase(
                state,
                action,
                f"Aún no hay {self.jugador_word.split()[-1]}: el triunfo lo nombra quien gane la subasta, cuando "
                "esta termine.",
                self.cite_trump,
                TRIUNFO_CODE,
            )
        if verb in (DESCARTA, ROBA, VAN, VUELVEN):
            return self._wrong_phase(
                state,
                action,
                "Todavía se está en la subasta: nadie se descarta hasta que se sepa quién juega y a qué triunfo.",
                self.cite_exchange,
            )
        if verb == PLAY:
            return self._wrong_phase(
                state,
                action,
                "Todavía no se juega ninguna carta: primero se habla (paso o un lance), se nombra el triunfo y se "
                "descarta.",
                self.cite_auction,
            )
        return self._wrong_phase(state, action, "Ahora se está en la subasta: di «paso» o un lance.")

    def overcall_text(self, state: OmbreState, verb: str) -> str:
        """Why a bid does not beat the standing one."""
        return (
            f"Tu lance debe ser superior al que ya se ha ofrecido: {seat_name(state.high_seat)} ofreció "
            f"{state.high_bid}, y {verb} no lo supera."
        )

    def _check_trump(self, state: OmbreState, verb: str, action: str) -> Violation | None:
        if verb == "triunfo":
            return None
        if verb in (DESCARTA, ROBA):
            if self.keeps_hand(state):
                return self._solo_exchange(state, action)
            return self._wrong_phase(
                state,
                action,
                "Antes de descartarte y robar has de nombrar el palo que hace triunfo (por ejemplo «triunfo:O»).",
                self.cite_trump,
                TRIUNFO_CODE,
            )
        if verb == PLAY:
            return self._wrong_phase(
                state,
                action,
                "Nombra primero el triunfo: todavía no se juega.",
                self.cite_trump,
                TRIUNFO_CODE,
            )
        if verb in (PASO, ENTRADA, VUELTA, SOLO):
            return self._wrong_phase(
                state,
                action,
                f"La subasta ha terminado: {seat_name(state.jugador)} juega {state.contract}. Ahora se nombra el "
                "triunfo.",
                self.cite_auction,
                SUBASTA_CODE,
            )
        return self._wrong_phase(state, action, "Ahora toca nombrar el triunfo: «triunfo:O», «triunfo:C»…")

    def _check_exchange(self, state: OmbreState, verb: str, argument: str, action: str) -> Violation | None:
        mover = state.to_move
        assert mover is not None
        if verb == DESCARTA:
            card = Card.parse(argument)
            if card not in state.hands[mover]:
                return violation(
                    CARTA, f"No tienes {card.with_article} en la mano.", None, action, self._allowed(state)
                )
            if card == state.turned:
                return self._wrong_phase(
                    state,
                    action,
                    f"{card.with_article.capitalize()} es la carta que volviste: se queda contigo, no puedes "
                    "descartarla.",
                    self.cite_vuelta,
                    DESCARTE_CODE,
                )
            if len(state.discards[mover]) >= self.discard_limit(state, mover):
                return self._wrong_phase(
                    state,
                    action,
                    self.discard_limit_text(state, mover),
                    self._limit_citation(state, mover),
                    DESCARTE_CODE,
                )
            return None
        if verb == ROBA:
            if not self._may_draw(state, mover):
                return self._wrong_phase(
                    state,
                    action,
                    "Con la carta vuelta tienes diez: descártate al menos de una antes de robar.",
                    self.cite_vuelta,
                    DESCARTE_CODE,
                )
            needed = self.draw_count(state, mover)
            if argument and int(argument) != needed:
                discarded = len(state.discards[mover])
                extra = " (la carta vuelta cuenta como una de ellas)" if needed != discarded else ""
                return self._wrong_phase(
                    state,
                    action,
                    f"Has de robar tantas cartas como te has descartado: te descartaste de {discarded}, así que "
                    f"robas {needed}{extra}, no {int(argument)}.",
                    self.cite_draw,
                    ROBO,
                )
            return None
        if verb in (VAN, VUELVEN):
            if not self.negotiation:
                return self._wrong_phase(
                    state,
                    action,
                    f"En {self.name} el orden del descarte es fijo: tras {self.jugador_word}, el de su derecha y "
                    "luego el otro.",
                    self.cite_exchange,
                    DESCARTE_CODE,
                )
            expected = VAN if state.contra_step == 0 else VUELVEN if state.contra_step == 1 else None
            if verb == expected and self._may_negotiate(state, mover):
                return None
            return self._wrong_phase(
                state,
                action,
                "«Van» lo dice el contrista de la derecha del Jugador para que el otro vaya primero al robo, y "
                "«vuelven» lo contesta el otro para devolverle el turno; ahora no toca.",
                self.cite_negotiation,
                DESCARTE_CODE,
            )
        if verb == "triunfo":
            text = (
                f"En la vuelta el triunfo lo dio la carta vuelta ({state.turned.with_article if state.turned else ''})."
                if state.contract == VUELTA
                else f"El triunfo ya está nombrado: son {state.trump.spanish if state.trump else ''}."
            )
            return self._wrong_phase(state, action, text, self.cite_trump, TRIUNFO_CODE)
        if verb == PLAY:
            return self._wrong_phase(
                state, action, "Aún no se juega: antes termina el descarte.", self.cite_exchange, FASE
            )
        return self._wrong_phase(
            state,
            action,
            "Ahora es el descarte: «descarta:7O» para cada carta que dejas y «roba» para tomar otras tantas del monte "
            "(«roba» sin descartarte si no quieres cambiar).",
            self.cite_exchange,
        )

    def discard_limit_text(self, state: OmbreState, seat: int) -> str:
        if seat == state.jugador and state.turned is None and len(state.talon) > self.max_discards:
            return f"{self.jugador_word.capitalize()} puede descartarse de {self.max_discards} como mucho."
        return (
            f"En el monte solo quedan {len(state.talon)} cartas: no puedes descartarte de más de las que puedes "
            "reponer."
        )

    def _limit_citation(self, state: OmbreState, seat: int) -> Citation:
        if seat == state.jugador and state.turned is None and len(state.talon) > self.max_discards:
            return self.cite_max_discard
        return self.cite_exchange

    def _check_play(self, state: OmbreState, verb: str, argument: str, action: str) -> Violation | None:
        mover = state.to_move
        assert mover is not None and state.position is not None
        if verb == PLAY:
            return state.position.check_play(argument)
        if verb == BOLA:
            if self._may_ask_bola(state, mover):
                return None
            return self._wrong_phase(
                state,
                action,
                f"La bola solo la pide {self.jugador_word} cuando ha ganado las cinco primeras bazas, antes de "
                "jugar la sexta.",
                self.cite_bola,
                BOLA_CODE,
            )
        if self._surrenders(state, verb, mover):
            problem = self._surrender_problem(state, mover)
            if problem is None:
                return None
            return self._wrong_phase(state, action, problem, self.cite_surrender or self.cite_solo, RENDICION)
        if verb in (DESCARTA, ROBA):
            if mover == state.jugador and self.keeps_hand(state):
                return self._solo_exchange(state, action)
            return self._wrong_phase(
                state,
                action,
                "El descarte ya terminó: ahora se juegan las bazas.",
                self.cite_exchange,
                DESCARTE_CODE,
            )
        if verb == "triunfo":
            return self._wrong_phase(
                state,
                action,
                f"El triunfo ya está decidido: son {state.trump.spanish if state.trump else ''}.",
                self.cite_trump,
                TRIUNFO_CODE,
            )
        if verb in (PASO, ENTRADA, VUELTA, SOLO):
            return self._wrong_phase(
                state,
                action,
                "La subasta ya terminó: ahora juega una carta.",
                self.cite_auction,
                SUBASTA_CODE,
            )
        if verb == DEFIENDO:
            return self._wrong_phase(
                state,
                action,
                "Solo se defiende una entrada de la que el Jugador se ha rendido.",
                self.cite_defense,
                DEFENSA_CODE,
            )
        return self._wrong_phase(state, action, "Ahora se juegan las bazas: juega una carta.", self.cite_play)

    # -- applying ------------------------------------------------------------------------------------------------------
    def apply(self, state: OmbreState, action: str, options: HandOptions) -> OmbreState:
        parsed = self.parse(action)
        assert parsed is not None and state.to_move is not None
        verb, argument = parsed
        mover = state.to_move
        if state.phase == SUBASTA:
            return self._apply_bid(state, mover, verb, options)
        if state.phase == TRIUNFO:
            state = replace(state, trump=Suit(argument))
            if state.contract == SOLO:
                return self._begin_contra(state, options)
            return replace(state, phase=DESCARTE, to_move=state.jugador)
        if state.phase == DESCARTE:
            return self._apply_exchange(state, mover, verb, argument, options)
        if state.phase == DEFENSA:
            return self._apply_defense(state, mover, verb, options)
        return self._apply_play(state, mover, verb, argument, options)

    def _apply_bid(self, state: OmbreState, mover: int, verb: str, options: HandOptions) -> OmbreState:
        bids = (*state.bids, (mover, verb))
        passed = state.passed | {mover} if verb == PASO else state.passed
        high_seat, high_bid = (state.high_seat, state.high_bid) if verb == PASO else (mover, verb)
        state = replace(state, bids=bids, passed=passed, high_seat=high_seat, high_bid=high_bid)
        players = state.players
        if self.repeated_auction:
            following = [(mover + step) % players for step in range(1, players + 1)]
            speaker = next((seat for seat in following if seat not in passed), None)
            over = speaker is None or speaker == high_seat
        else:
            speaker = mover + 1 if mover + 1 < players else None
            over = speaker is None
        if not over:
            return replace(state, to_move=speaker)
        if high_seat is None or high_bid is None:
            return self._finish(replace(state, to_move=None), options)
        return self.after_auction(replace(state, jugador=high_seat, contract=high_bid), options)

    def after_auction(self, state: OmbreState, options: HandOptions) -> OmbreState:
        """The Jugador names trumps (a game may override: the Tresillo's vuelta turns the top card)."""
        return replace(state, phase=TRIUNFO, to_move=state.jugador)

    def _apply_exchange(
        self, state: OmbreState, mover: int, verb: str, argument: str, options: HandOptions
    ) -> OmbreState:
        if verb == VAN:
            return replace(state, contra_step=1, to_move=self._other_contra(state, mover))
        if verb == VUELVEN:
            return replace(state, contra_step=2, to_move=self._other_contra(state, mover))
        first = state.first_contra
        if mover != state.jugador and first is None:
            first = mover
        if verb == DESCARTA:
            card = Card.parse(argument)
            hands = _replace_at(state.hands, mover, tuple(c for c in state.hands[mover] if c != card))
            discards = _replace_at(state.discards, mover, (*state.discards[mover], card))
            return replace(state, hands=hands, discards=discards, first_contra=first)
        count = self.draw_count(state, mover)
        hands = _replace_at(state.hands, mover, state.hands[mover] + state.talon[:count])
        drawn = tuple(n + count if seat == mover else n for seat, n in enumerate(state.drawn))
        state = replace(
            state,
            hands=hands,
            talon=state.talon[count:],
            drawn=drawn,
            exchanged=state.exchanged | {mover},
            first_contra=first,
        )
        if mover == state.jugador:
            return self._begin_contra(state, options)
        other = self._other_contra(state, mover)
        if other not in state.exchanged and state.talon:
            return replace(state, to_move=other)
        return self._begin_play(state)

    def _other_contra(self, state: OmbreState, seat: int) -> int:
        assert state.jugador is not None
        return next(s for s in state.active if s not in (seat, state.jugador))

    def _begin_contra(self, state: OmbreState, options: HandOptions) -> OmbreState:
        assert state.jugador is not None
        right = state.active[(state.jugador + 1) % len(state.active)]
        if not state.talon:
            return self._begin_play(state)
        first = None if self.negotiation else right
        return replace(state, phase=DESCARTE, to_move=right, first_contra=first, contra_step=0)

    def _begin_play(self, state: OmbreState) -> OmbreState:
        players = len(state.active)  # a dealer who sits out is the last seat: the others keep their numbers
        position = Position(
            self.trick_rules(state), state.hands[:players], state.trump, (), 0, 0, (0,) * players
        )
        return replace(state, phase=JUEGO, to_move=0, position=position, start_hands=state.hands)

    def _apply_play(
        self, state: OmbreState, mover: int, verb: str, argument: str, options: HandOptions
    ) -> OmbreState:
        if verb == BOLA:
            return replace(state, bola=True)
        if self._surrenders(state, verb, mover):
            state = replace(state, surrendered=True)
            if state.contract not in self.defended:
                return self._finish(state, options)
            first = state.first_contra if state.first_contra is not None else self._other_contra(state, mover)
            return replace(state, phase=DEFENSA, to_move=first)
        assert state.position is not None
        position = state.position._apply(Card.parse(argument))
        history = state.history
        if position.is_trick_complete:
            winner = position.trick_winner()
            assert winner is not None
            history = (*history, TrickRecord(position.leader, position.trick, winner))
            position = position.collected()
        state = replace(state, position=position, history=history, to_move=position.to_move)
        if position.is_over:
            return self._finish(state, options)
        return state

    def _apply_defense(self, state: OmbreState, mover: int, verb: str, options: HandOptions) -> OmbreState:
        if verb == self.defense_words[0]:
            assert state.position is not None
            return replace(state, phase=JUEGO, defender=mover, to_move=state.position.to_move)
        declined = state.declined | {mover}
        other = self._other_contra(state, mover)
        if other not in declined:
            return replace(state, declined=declined, to_move=other)
        return self._finish(replace(state, declined=declined), options)

    def _finish(self, state: OmbreState, options: HandOptions) -> OmbreState:
        result = self.settle(state, options)
        return replace(state, phase=FIN, to_move=None, result=result)

    @abstractmethod
    def settle(self, state: OmbreState, options: HandOptions) -> HandResult:
        """The result and the payments of a finished hand."""

    # -- helpers for settling ------------------------------------------------------------------------------------------
    def estuche_runs(
        self, trump: Suit | None, cards: frozenset[Card] | set[Card], rules: GameRules | None = None
    ) -> tuple[int, int]:
        """How many top trumps in an unbroken run ``cards`` hold, and how many are missing, from the espadilla down."""
        ranking = (rules or self.play_rules).ranking(trump, "T")
        held = next((i for i, card in enumerate(ranking) if card not in cards), len(ranking))
        missing = next((i for i, card in enumerate(ranking) if card in cards), len(ranking))
        return held, missing

    # -- seeing --------------------------------------------------------------------------------------------------------
    def view(self, state: OmbreState, seat: int) -> OmbreView:
        hands = state.current_hands
        position = state.position
        return OmbreView(
            game=self.slug,
            seat=seat,
            players=state.players,
            phase=state.phase,
            to_move=state.to_move,
            hand=hands[seat],
            bids=state.bids,
            passed=state.passed,
            jugador=state.jugador,
            contract=state.contract,
            trump=state.trump,
            turned=state.turned,
            discards=state.discards[seat],
            drawn=state.drawn,
            first_contra=state.first_contra,
            talon_size=len(state.talon),
            hand_sizes=tuple(len(hand) for hand in hands),
            trick=state.trick,
            trick_leader=position.leader if position is not None and position.trick else None,
            history=state.history,
            tricks_won=state.tricks_won,
            bola=state.bola,
            surrendered=state.surrendered,
            defender=state.defender,
            legal_actions=tuple(self.legal_actions(state)) if seat == state.to_move else (),
            result=state.result,
            play_rules=self.trick_rules(state),
            active=state.active if state.dealer_sits else (),
        )


def _replace_at(
    items: tuple[tuple[Card, ...], ...], index: int, value: tuple[Card, ...]
) -> tuple[tuple[Card, ...], ...]:
    return tuple(value if i == index else item for i, item in enumerate(items))


OmbreHand = Hand[OmbreState, OmbreView]  # a whole hand of the Ombre family
