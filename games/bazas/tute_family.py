"""Whole partidas of the Tute (two, three or four players), the Guiñote and the Brisca: the catalogue of 2021.

All three deal a few cards, turn the *pinta* that gives trumps, play tricks, and count the card points won (as 11,
tres 10, rey 4, caballo 3, sota 2: 120 in the deck, l. 2819; in the Guiñote the sota is worth 3 and the caballo 2,
l. 910). What changes:

- **Tute** (l. 2817–2839). With four, partners sit opposite and all the cards are dealt, the last one dealt (the
  dealer's) showing trumps; with three (*tute arrastrado*, l. 2843) thirteen each and the card left over is turned;
  with two (*tute entre dos*, l. 2875–2880) seven each, the pinta under the stock, and both draw after each trick,
  free play while the stock lasts. *Cantes* of rey and caballo (20, or 40 in trumps) right after winning a trick;
  *tute* (four reyes or four caballos); ten *de últimas*; a ronda gives one *juego*, two when it was won with more
  than 100 tantos or by tute; the partida to two juegos unless agreed otherwise (``juegos-3``).
- **Guiñote** (l. 910–916): two pairs, six cards each and drawing; the sota above the caballo; cantes of rey and
  sota, several after one trick; when the stock is out the tute's obligations, but not to beat or trump a partner's
  trick; a juego is more than 100; if neither pair makes it, a *mano de vuelta* whose tantos are added, where a pair
  may claim to be out (``fuera``).
- **Brisca** (l. 257–273): three cards, drawing, never any obligation; no cantes, no tute, no ten de últimas: the
  most card points wins the mano. With three the doses are removed; with six the 48-card deck is used (l. 273).

Turning the pinta: the seat that has just won a trick may change it for the seven of trumps (an as, tres or figure)
or for the two (a blanca), l. 2821, 259; the Guiñote only for the seven (l. 910).

>>> import games
>>> hand = games.new_hand("tute", seed=3, players=2)
>>> view = hand.view(0)
>>> len(view.hand), view.stock_size, view.pinta is not None
(7, 26, True)
>>> hand.apply(hand.legal_actions()[0]).to_move
1
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass, replace
from typing import ClassVar, NamedTuple

from games.bazas.base import (
    CANTE,
    CANTE_CODE,
    CAPOTE_CODE,
    FIN,
    FUERA_CODE,
    JUEGO,
    PINTA_CODE,
    TUTE_POINTS,
    BazaRules,
    BazaView,
    Cante,
    Ronda,
    alternate_sides,
    card_points,
    deal_ronda,
    side_total,
    variant_names,
    wins,
)
from games.core.cards import CARDS_BY_CODE, DECK_40, Card, Suit
from games.core.citations import Citation, cite
from games.core.errors import InvalidNotationError
from games.core.hand import ACCION, FASE, HandOptions, once_per_state, violation
from games.core.result import HandResult
from games.core.rules import GameRules
from games.core.trick import Position, TrickRecord, seat_name
from games.core.violations import TURNO, Violation

CAT = "juegos-baraja-espanola"
ORDEN = cite(CAT, "TUTE: A) Cómo se ordenan las cartas y cuánto vale cada una", 2819)
CAMBIAR_PINTA = cite(CAT, "TUTE: B) Cambiar la pinta", 2821)
BAZAS = cite(CAT, "TUTE: C) Bazas", 2823)
ACUSES = cite(CAT, "TUTE: E) Acuses o cánticos", 2831)
ULTIMAS = cite(CAT, "TUTE: F) Diez de últimas o monte", 2833)
CANTAR_TUTE = cite(CAT, "TUTE: G) Cantar «tute»", 2835)
FINAL = cite(CAT, "TUTE: H) Final", 2837)
ARRASTRADO = cite(CAT, "TUTE ARRASTRADO", 2843)
ENTRE_DOS = cite(CAT, "TUTE ENTRE DOS JUGADORES", 2875, 2879)
CAPOTE = cite(CAT, "TUTE ENTRE DOS JUGADORES: capote", 2880)
OPCIONES = cite(CAT, "TUTE ENTRE DOS JUGADORES: reglas opcionales", 2884, 2888)
GUINOTE = cite(CAT, "GUIÑOTE", 910)
GUINOTE_PLAY = cite(CAT, "GUIÑOTE: reparto, robo y cánticos", 911)
GUINOTE_JUEGO = cite(CAT, "GUIÑOTE: cómo se gana", 913)
GUINOTE_AMBAS = cite(CAT, "GUIÑOTE: las dos parejas pasan de 100", 914)
GUINOTE_VUELTA = cite(CAT, "GUIÑOTE: mano de vuelta", 915)
BRISCA = cite(CAT, "BRISCA", 257)
BRISCA_PINTA = cite(CAT, "BRISCA: cambiar la pinta", 259)
BRISCA_48 = cite(CAT, "BRISCA: con la baraja de 48", 273)

CANTE_ACTION = "cante:"  # ``cante:O``: the 20 (or the 40) in oros
CAMBIA = "cambia:"  # ``cambia:7O``: give the seven (or the two) of trumps for the pinta
TUTE = "tute"
CAPOTE_WORD = "capote"
FUERA = "fuera"  # Guiñote, mano de vuelta: «hemos pasado de 100»
PASO = "paso"  # a partner who may sing lets it go
FIGURES_AND_POINTS = (1, 3, 10, 11, 12)


@dataclass(frozen=True, slots=True)
class TuteState:
    """A partida at one moment. ``won`` are the cards each seat has taken this ronda; ``window`` the seats that may
    still sing now (the side of the last trick's winner, until its winner leads); ``carried`` what a Guiñote pair
    brings from the first mano into the mano de vuelta (tantos, and card points).
    """

    players: int
    phase: str
    to_move: int | None
    ronda: int
    mano: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    pinta: Card | None
    shown: Card | None  # the card that showed trumps (the pinta, in a hand, or left over); None: trumps named
    trump: Suit | None  # None until named, in a game with an auction
    trick: tuple[Card, ...] = ()
    leader: int = 0
    history: tuple[TrickRecord, ...] = ()
    won: tuple[tuple[Card, ...], ...] = ()
    cantes: tuple[Cante, ...] = ()
    window: frozenset[int] = frozenset()
    sung_now: tuple[int, ...] = ()  # seats that have sung since the last trick
    stock_out: int | None = None  # how many tricks had been played when the pinta was drawn
    exchanged: tuple[
        tuple[int, Card], ...
    ] = ()  # the pintas taken for the seven (or the two), and who took each
    capote: int | None = None
    carried: tuple[tuple[int, int], ...] = ()  # per side: (tantos, card points) of the first mano
    juegos: tuple[int, ...] = ()
    rondas: tuple[Ronda, ...] = ()
    words: tuple[tuple[int, str], ...] = ()
    bids: tuple[tuple[int, int], ...] = ()  # an auction (Tute remate): each seat's bid, 0 for «paso»
    bidder: int | None = None
    target: int = 1
    variants: frozenset[str] = frozenset()
    leftover: Card | None = None  # three players: the card left over, which shows trumps and is not played
    result: HandResult | None = None


class Tally(NamedTuple):
    """What a ronda's verdict weighs: each side's tantos and card points, who sang tute, who claimed «fuera»."""

    totals: tuple[int, ...]
    cards: tuple[int, ...]
    tute: int | None
    fuera: int | None


# Who won the ronda (sides), how many juegos, the passage, and whether a mano de vuelta follows.
Verdict = tuple[tuple[int, ...], int, Citation, bool]


class TuteFamilyRules(BazaRules[TuteState]):
    """What the Tute, the Guiñote and the Brisca share; the ClassVars switch the differences."""

    points: ClassVar[dict[int, int]] = TUTE_POINTS
    partnership_counts: ClassVar[tuple[int, ...]] = (4,)
    cards_each: ClassVar[dict[int, int]]
    has_cantes: ClassVar[bool] = True
    cante_figure: ClassVar[int] = 11  # the caballo sings with the rey (the sota in the Guiñote)
    cantes_per_trick: ClassVar[int | None] = 1
    has_ultimas: ClassVar[bool] = True
    low_exchange: ClassVar[bool] = True  # the two may be given for a blanca pinta
    cante_citation: ClassVar[Citation] = ACUSES
    pinta_citation: ClassVar[Citation] = CAMBIAR_PINTA
    deal_citation: ClassVar[Citation] = BAZAS

    def count(self, cards: tuple[Card, ...]) -> int:
        """The card points of ``cards`` (l. 2819 for the Tute, l. 910 for the Guiñote)."""
        return card_points(cards, self.points)

    def rules_for(self, players: int, variants: frozenset[str] = frozenset()) -> GameRules:
        """The trick rules with ``players`` and ``variants`` (the Brisca of six plays with 48 cards)."""
        return self.play_rules

    # -- the deal ----------------------------------------------------------------------------------------------------
    def deck(self, players: int, variants: frozenset[str] = frozenset()) -> tuple[Card, ...]:
        return DECK_40

    def hand_size(self, players: int, variants: frozenset[str]) -> int:
        return self.cards_each[players]

    def sides(self, players: int) -> tuple[int, ...]:
        return alternate_sides(players, players in self.partnership_counts)

    def check_options(self, options: HandOptions) -> None:
        super().check_options(options)
        if options.pot:
            raise InvalidNotationError(f"{self.name} no se juega con plato")
        if options.deal is not None:
            variants = variant_names(options.variant)
            deck = self.deck(options.players, variants)
            size = self.hand_size(options.players, variants)
            every = [card for cards in options.deal for card in cards]
            if (
                len(options.deal) != options.players + 1
                or any(len(cards) != size for cards in options.deal[:-1])
                or len(every) != len(deck)
                or set(every) != set(deck)
            ):
                raise InvalidNotationError(
                    f"un reparto de {self.name} da {size} cartas a cada uno de {options.players}, y el resto "
                    f"(la pinta primero) queda en el monte: las {len(deck)} cartas, cada una una vez"
                )

    def start(self, options: HandOptions) -> TuteState:
        sides = self.sides(options.players)
        count = max(sides) + 1
        first = self.deal(options, 1, 0, (0,) * count, (), ())
        return replace(first, target=self.target(options), variants=variant_names(options.variant))

    def deal(
        self,
        options: HandOptions,
        ronda: int,
        mano: int,
        juegos: tuple[int, ...],
        rondas: tuple[Ronda, ...],
        carried: tuple[tuple[int, int], ...],
    ) -> TuteState:
        players = options.players
        variants = variant_names(options.variant)
        size = self.hand_size(players, variants)
        if ronda == 1 and options.deal is not None:
            hands, rest = tuple(options.deal[:-1]), tuple(options.deal[-1])
        else:
            hands, rest = deal_ronda(
                self.deck(players, variants), options.seed, ronda, players, (size,), mano
            )
        if rest:
            pinta: Card | None = rest[0]
            shown, stock = rest[0], rest[1:]
        else:  # every card dealt: the last one dealt, the dealer's, shows trumps (l. 2823)
            pinta, stock = None, ()
            shown = hands[(mano - 1) % players][-1]
        leftover = None
        if rest and not self.draws(players):  # with three, the card left over shows trumps (l. 2843)
            pinta, stock, leftover = None, (), rest[0]
        state = TuteState(
            players=players,
            phase=JUEGO,
            to_move=mano,
            ronda=ronda,
            mano=mano,
            hands=hands,
            stock=stock,
            pinta=pinta,
            shown=shown,
            trump=shown.suit,
            leader=mano,
            won=((),) * players,
            juegos=juegos,
            rondas=rondas,
            carried=carried,
            target=self.target(options),
            variants=variants,
            leftover=leftover,
        )
        return self.opened(state)

    def opened(self, state: TuteState) -> TuteState:
        """The ronda as its first action finds it (a game with an auction starts there instead)."""
        return state

    def draws(self, players: int) -> bool:
        """Whether the players draw from a stock after each trick."""
        return True

    # -- what may be done ---------------------------------------------------------------------------------------------
    @once_per_state
    def legal_actions(self, state: TuteState) -> list[str]:
        if state.result is not None or state.to_move is None:
            return []
        seat = state.to_move
        if state.phase not in (JUEGO, CANTE):
            return self.other_actions(state)
        if state.phase == CANTE:
            tute = [TUTE] if self.may_sing_tute(state, seat) else []
            return [CANTE_ACTION + suit.value for suit in self.singable(state, seat)] + tute + [PASO]
        actions = self.position(state).legal_plays()
        actions += [CANTE_ACTION + suit.value for suit in self.singable(state, seat)]
        if self.may_sing_tute(state, seat):
            actions.append(TUTE)
        exchange = self.exchange_card(state, seat)
        if exchange is not None:
            actions.append(CAMBIA + exchange.code)
        if self.capote_violation(state, seat) is None:
            actions.append(CAPOTE_WORD)
        if self.fuera_violation(state, seat) is None:
            actions.append(FUERA)
        return actions

    def canonical(self, action: str) -> str:
        text = action.strip().lower().replace(" ", "-")
        word, colon, rest = text.partition(":")
        if colon and word in ("cante", "canto", "cambia", "cambio"):
            return ("cante:" if word in ("cante", "canto") else CAMBIA) + rest.upper()
        if text in ("hemos-salido", "salimos", "fuera-de-100"):
            return FUERA
        if text in ("paso", "no-canto"):
            return PASO
        if text in (TUTE, CAPOTE_WORD, FUERA):
            return text
        return action.strip().upper()

    def check(self, state: TuteState, action: str, seat: int | None = None) -> Violation | None:
        canonical = self.canonical(action)
        if state.result is not None or state.to_move is None:
            return violation(FASE, "La partida ha terminado: ya no se puede jugar.", None, action, ())
        legal = self.legal_actions(state)
        if seat is not None and seat != state.to_move:
            return Violation(
                TURNO, f"No es tu turno: ahora juega {seat_name(state.to_move)}.", tried=canonical
            )
        if canonical in legal:
            return None
        if state.phase not in (JUEGO, CANTE):
            return self.other_violation(state, canonical, legal)
        me = state.to_move
        if canonical in CARDS_BY_CODE or canonical[:-1].isdigit():
            if state.phase == CANTE:
                return violation(
                    FASE,
                    "Ahora no se juega carta: tu compañero ha ganado la baza y puedes cantar antes de que salga él "
                    "(o pasar).",
                    self.cante_citation,
                    canonical,
                    legal,
                )
            found = self.position(state).check_play(canonical)
            assert found is not None
            return found
        if canonical.startswith(CANTE_ACTION):
            return self.cante_violation(state, me, canonical, legal)
        if canonical == TUTE:
            return self.tute_violation(state, me, legal)
        if canonical.startswith(CAMBIA):
            return self.exchange_violation(state, me, canonical, legal)
        if canonical == CAPOTE_WORD:
            found = self.capote_violation(state, me)
            assert found is not None
            return found
        if canonical == FUERA:
            found = self.fuera_violation(state, me)
            assert found is not None
            return found
        if canonical == PASO:
            return violation(FASE, "Ahora no hay nada que pasar: juega una carta.", None, canonical, legal)
        return violation(
            ACCION,
            f"«{action}» no es una jugada de {self.name}: juega una carta (7O, 1E…) o di cante:O, cambia:7O…",
            None,
            action,
            legal,
        )

    # -- cantes ---------------------------------------------------------------------------------------------------------
    def singable(self, state: TuteState, seat: int) -> list[Suit]:
        """The suits in which ``seat`` may sing now (the 40 first: while it is due, no 20)."""
        if not self.has_cantes or seat not in state.window or state.trick:
            return []
        if self.cantes_per_trick is not None and state.sung_now.count(seat) >= self.cantes_per_trick:
            return []
        if not self.first_cante_open(state, seat):
            return []
        if any(cante.kind == TUTE and cante.seat == seat for cante in state.cantes):
            return []
        sung = {cante.suit for cante in state.cantes}
        hand = set(state.hands[seat])
        suits = [
            suit
            for suit in Suit
            if suit not in sung and Card(12, suit) in hand and Card(self.cante_figure, suit) in hand
        ]
        if state.trump in suits:
            return [state.trump]
        return suits

    def first_cante_open(self, state: TuteState, seat: int) -> bool:
        """With every card dealt, a side's first cante must come right after its first trick (l. 2831)."""
        return True

    def cante_violation(self, state: TuteState, seat: int, action: str, legal: list[str]) -> Violation:
        letter = action.removeprefix(CANTE_ACTION)
        if not self.has_cantes:
            return violation(
                CANTE_CODE,
                f"En {self.name} no se cantan las 20 ni las 40.",
                self.cante_citation,
                action,
                legal,
            )
        try:
            suit = Suit.parse(letter)
        except InvalidNotationError:
            return violation(ACCION, f"«{letter}» no es un palo (O, C, E, B).", None, action, legal)
        if seat not in state.window or state.trick:
            return violation(
                CANTE_CODE,
                "Solo se canta inmediatamente después de ganar una baza (tú o tu compañero), antes de salir a la "
                "siguiente.",
                self.cante_citation,
                action,
                legal,
            )
        hand = state.hands[seat]
        if Card(12, suit) not in hand or Card(self.cante_figure, suit) not in hand:
            return violation(
                CANTE_CODE,
                f"Para cantar en {suit.spanish} hay que tener en la mano el rey y {Card(self.cante_figure, suit).with_article}.",
                self.cante_citation,
                action,
                legal,
            )
        if any(cante.suit == suit for cante in state.cantes):
            return violation(
                CANTE_CODE,
                f"Ya se han cantado {self.cante_name(suit, state)}.",
                self.cante_citation,
                action,
                legal,
            )
        if not self.first_cante_open(state, seat):
            return violation(
                CANTE_CODE,
                "El primer cántico debe hacerse inmediatamente después de la primera baza que gana tu bando; "
                "después ya no se admite.",
                self.cante_citation,
                action,
                legal,
            )
        if state.trump is not None and state.trump != suit and CANTE_ACTION + state.trump.value in legal:
            return violation(
                CANTE_CODE,
                "Tienes también las 40: las 40 siempre se cantan antes que las 20.",
                self.cante_citation,
                action,
                legal,
            )
        return violation(
            CANTE_CODE,
            "Ya has cantado después de esta baza: los demás cantes, en las bazas que ganes después.",
            self.cante_citation,
            action,
            legal,
        )

    @staticmethod
    def cante_name(suit: Suit, state: TuteState) -> str:
        return "las 40" if suit == state.trump else f"las 20 en {suit.spanish}"

    def may_sing_tute(self, state: TuteState, seat: int) -> bool:
        return (
            self.tute_allowed(state) and self.tute_cards(state, seat) and not self._tute_blocked(state, seat)
        )

    def tute_allowed(self, state: TuteState) -> bool:
        return False

    def tute_cards(self, state: TuteState, seat: int) -> bool:
        hand = state.hands[seat]
        return any(sum(1 for card in hand if card.rank == rank) == 4 for rank in (11, 12))

    def _tute_blocked(self, state: TuteState, seat: int) -> bool:
        return (
            seat not in state.window or bool(state.trick) or any(cante.seat == seat for cante in state.cantes)
        )

    def tute_violation(self, state: TuteState, seat: int, legal: list[str]) -> Violation:
        if not self.tute_allowed(state):
            return violation(
                CANTE_CODE, f"En esta partida de {self.name} no vale cantar tute.", CANTAR_TUTE, TUTE, legal
            )
        if not self.tute_cards(state, seat):
            return violation(
                CANTE_CODE,
                "Para cantar tute necesitas tener juntos en la mano los cuatro reyes, o bien los cuatro caballos.",
                CANTAR_TUTE,
                TUTE,
                legal,
            )
        return violation(
            CANTE_CODE,
            "El tute se canta después de ganar una baza y sin haber hecho antes ningún otro cántico.",
            CANTAR_TUTE,
            TUTE,
            legal,
        )

    # -- the pinta --------------------------------------------------------------------------------------------------
    def exchange_card(self, state: TuteState, seat: int) -> Card | None:
        """The card ``seat`` may give for the pinta now, if any."""
        if state.pinta is None or state.trick or not self.exchange_time(state, seat):
            return None
        wanted = self.exchange_for(state, state.pinta)
        return wanted if wanted is not None and wanted in state.hands[seat] else None

    def exchange_for(self, state: TuteState, pinta: Card) -> Card | None:
        """The trump that may be given for ``pinta``: the seven for an as, tres or figure; the two for a blanca."""
        if pinta.rank in FIGURES_AND_POINTS:
            return Card(7, pinta.suit)
        if pinta.rank != 2 and self.low_exchange:
            return Card(2, pinta.suit)
        return None

    def exchange_time(self, state: TuteState, seat: int) -> bool:
        """Right after winning a trick, before leading the next (l. 2821)."""
        return bool(state.history) and state.history[-1].winner == seat

    def exchange_violation(self, state: TuteState, seat: int, action: str, legal: list[str]) -> Violation:
        code = action.removeprefix(CAMBIA)
        cite_ = self.pinta_citation
        if state.pinta is None:
            return violation(
                PINTA_CODE,
                "No hay pinta que cambiar: ya se ha robado o no se dejó en la mesa.",
                cite_,
                action,
                legal,
            )
        wanted = self.exchange_for(state, state.pinta)
        if wanted is None:
            return violation(
                PINTA_CODE,
                f"{state.pinta.with_article.capitalize()} no se puede cambiar.",
                cite_,
                action,
                legal,
            )
        if code != wanted.code:
            return violation(
                PINTA_CODE,
                f"La pinta es {state.pinta.with_article}: solo se cambia por {wanted.with_article}.",
                cite_,
                action,
                legal,
            )
        if wanted not in state.hands[seat]:
            return violation(PINTA_CODE, f"No tienes {wanted.with_article}.", cite_, action, legal)
        return violation(
            PINTA_CODE,
            "La pinta solo la puede cambiar quien acaba de ganar una baza, antes de salir a la siguiente.",
            cite_,
            action,
            legal,
        )

    # -- capote and «fuera» (only some games) ---------------------------------------------------------------------------
    def capote_violation(self, state: TuteState, seat: int) -> Violation | None:
        return violation(CAPOTE_CODE, f"En {self.name} no se anuncia capote.", None, CAPOTE_WORD, ())

    def fuera_violation(self, state: TuteState, seat: int) -> Violation | None:
        return violation(FUERA_CODE, f"En {self.name} no se anuncia que se ha salido.", None, FUERA, ())

    # -- applying ----------------------------------------------------------------------------------------------------
    def position(self, state: TuteState) -> Position:
        """The trick play as it stands, to judge the card of the seat to move."""
        stock = len(state.stock) + (state.pinta is not None)
        rules = self.rules_for(state.players, state.variants)
        return Position(rules, state.hands, state.trump, state.trick, state.leader, stock)

    def apply(self, state: TuteState, action: str, options: HandOptions) -> TuteState:
        seat = state.to_move
        assert seat is not None
        words = (*state.words, (seat, action))
        if state.phase not in (JUEGO, CANTE):
            return self.apply_other(replace(state, words=words), seat, action, options)
        if action in CARDS_BY_CODE:
            return self.play(state, seat, CARDS_BY_CODE[action], options)
        if action.startswith(CANTE_ACTION):
            suit = Suit.parse(action.removeprefix(CANTE_ACTION))
            cante = Cante(seat, suit, 40 if suit == state.trump else 20)
            state = replace(
                state, cantes=(*state.cantes, cante), sung_now=(*state.sung_now, seat), words=words
            )
            return self.after_cante(state)
        if action == PASO:
            return self.after_cante(replace(state, sung_now=(*state.sung_now, seat), words=words))
        if action.startswith(CAMBIA):
            given = CARDS_BY_CODE[action.removeprefix(CAMBIA)]
            assert state.pinta is not None
            hands = list(state.hands)
            hands[seat] = tuple(state.pinta if card == given else card for card in hands[seat])
            return replace(
                state,
                hands=tuple(hands),
                pinta=given,
                words=words,
                exchanged=(*state.exchanged, (seat, state.pinta)),
            )
        if action == TUTE:
            state = replace(state, cantes=(*state.cantes, Cante(seat, None, 0, TUTE)), words=words)
            return self.end_ronda(state, options, tute=seat)
        if action == CAPOTE_WORD:
            return replace(state, capote=seat, words=words)
        assert action == FUERA
        return self.end_ronda(replace(state, words=words), options, fuera=seat)

    def after_cante(self, state: TuteState) -> TuteState:
        """Back to the winner of the last trick once a partner has sung (or let it go)."""
        if state.phase == CANTE:
            return replace(state, phase=JUEGO, to_move=state.history[-1].winner)
        return state

    def play(self, state: TuteState, seat: int, card: Card, options: HandOptions) -> TuteState:
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        trick = (*state.trick, card)
        if len(trick) < state.players:
            return replace(
                state,
                hands=tuple(hands),
                trick=trick,
                to_move=(seat + 1) % state.players,
                window=frozenset(),
                sung_now=(),
            )
        rules = self.rules_for(state.players, state.variants)
        winner = rules.trick_winner(trick, state.leader, state.players, state.trump)
        assert winner is not None
        record = TrickRecord(state.leader, trick, winner)
        won = list(state.won)
        won[winner] = (*won[winner], *trick)
        stock, pinta, stock_out = state.stock, state.pinta, state.stock_out
        if stock or pinta is not None:  # each draws one, the winner first (l. 2877, 911, 257)
            for step in range(state.players):
                drawer = (winner + step) % state.players
                if stock:
                    hands[drawer] = (*hands[drawer], stock[0])
                    stock = stock[1:]
                else:
                    assert pinta is not None
                    hands[drawer] = (*hands[drawer], pinta)
                    pinta = None
            if pinta is None:
                stock_out = len(state.history) + 1
        sides = self.sides(state.players)
        partners = frozenset(s for s in range(state.players) if sides[s] == sides[winner])
        state = replace(
            state,
            hands=tuple(hands),
            stock=stock,
            pinta=pinta,
            stock_out=stock_out,
            trick=(),
            leader=winner,
            to_move=winner,
            history=(*state.history, record),
            won=tuple(won),
            window=partners if self.has_cantes else frozenset(),
            sung_now=(),
        )
        if self.capote_failed(state):
            return self.end_ronda(state, options)
        if not any(hands):
            return self.end_ronda(state, options)
        partner = next((s for s in partners if s != winner), None)
        if partner is not None and (self.singable(state, partner) or self.may_sing_tute(state, partner)):
            return replace(state, phase=CANTE, to_move=partner)
        return state

    def capote_failed(self, state: TuteState) -> bool:
        return state.capote is not None and state.history[-1].winner != state.capote

    # -- the end of a ronda ------------------------------------------------------------------------------------------
    def tantos(self, state: TuteState) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Each side's tantos (cards, cantes, últimas and what it carries) and card points, as they stand."""
        sides = self.sides(state.players)
        cards = side_total(tuple(card_points(won, self.points) for won in state.won), sides)
        cantes = [0] * len(cards)
        for cante in state.cantes:
            cantes[sides[cante.seat]] += cante.points
        if self.has_ultimas and state.history and not any(state.hands):
            cantes[sides[state.history[-1].winner]] += 10
        carried = state.carried or ((0, 0),) * len(cards)
        return (
            tuple(cards[s] + cantes[s] + carried[s][0] for s in range(len(cards))),
            tuple(cards[s] + carried[s][1] for s in range(len(cards))),
        )

    def end_ronda(
        self, state: TuteState, options: HandOptions, tute: int | None = None, fuera: int | None = None
    ) -> TuteState:
        sides = self.sides(state.players)
        count = max(sides) + 1
        totals, cards = self.tantos(state)
        lines = [self.points_line(state, totals, cards)]
        winners, juegos, citation, vuelta = self.verdict(state, Tally(totals, cards, tute, fuera), lines)
        record = Ronda(state.ronda, totals, winners, juegos, tuple(lines), citation)
        scores = [
            score + award
            for score, award in zip(state.juegos, self.awards(state, winners, juegos), strict=True)
        ]
        state = replace(
            state, juegos=tuple(scores), rondas=(*state.rondas, record), window=frozenset(), sung_now=()
        )
        if max(scores) >= state.target:
            return self.finish(state, state.target)
        carried = tuple((totals[s], cards[s]) for s in range(count)) if vuelta else ()
        return self.deal(options, state.ronda + 1, self.next_mano(state), state.juegos, state.rondas, carried)

    def awards(self, state: TuteState, winners: tuple[int, ...], juegos: int) -> tuple[int, ...]:
        """What each side scores for the ronda: the juegos, to each side that won it."""
        return tuple(juegos if side in winners else 0 for side in range(len(state.juegos)))

    def next_mano(self, state: TuteState) -> int:
        """The mano of the next ronda: the deal passes to the next seat, and so does the mano."""
        return (state.mano + 1) % state.players

    def points_line(self, state: TuteState, totals: tuple[int, ...], cards: tuple[int, ...]) -> str:
        names = self.side_names(state.players)
        parts = [f"{names[s]}: {totals[s]} tantos ({cards[s]} en cartas)" for s in range(len(totals))]
        return f"Ronda {state.ronda}. " + "; ".join(parts) + "."

    def side_names(self, players: int) -> list[str]:
        sides = self.sides(players)
        names = []
        for side in range(max(sides) + 1):
            seats = [s + 1 for s in range(players) if sides[s] == side]
            names.append(
                f"el asiento {seats[0]}"
                if len(seats) == 1
                else "los asientos " + ", ".join(str(s) for s in seats[:-1]) + f" y {seats[-1]}"
            )
        return names

    @abstractmethod
    def verdict(self, state: TuteState, tally: Tally, lines: list[str]) -> Verdict:
        """Who won the ronda (sides), how many juegos, the passage, and whether a mano de vuelta follows."""

    def most_tantos(self, state: TuteState, totals: tuple[int, ...], lines: list[str]) -> int:
        """The side with most tantos; a tie goes to the monte's taker, or the tied side next after him (l. 2837)."""
        best = max(totals)
        tied = [side for side, total in enumerate(totals) if total == best]
        if len(tied) == 1:
            return tied[0]
        sides = self.sides(state.players)
        last = state.history[-1].winner
        for step in range(state.players):
            side = sides[(last + step) % state.players]
            if side in tied:
                lines.append(
                    f"Empate a {best}: {wins(self.side_names(state.players)[side]).lower()} {self.side_names(state.players)[side]}, "
                    + (
                        "que se llevó el monte."
                        if step == 0
                        else "el primero en turno tras quien se llevó el monte."
                    )
                )
                return side
        raise AssertionError("a tie with no tied side")

    def claim(
        self, state: TuteState, totals: tuple[int, ...], seat: int, lines: list[str]
    ) -> tuple[int, ...]:
        """A side's claim of having passed 100 in the mano de vuelta: true, the ronda is its; false, the rivals'
        (Guiñote l. 915, habanero l. 2902)."""
        side = self.sides(state.players)[seat]
        names = self.side_names(state.players)
        if totals[side] > 100:
            lines.append(
                f"{names[side].capitalize()}: «¡fuera!», con {totals[side]} tantos; es cierto, la ronda es suya."
            )
            return (side,)
        lines.append(
            f"{names[side].capitalize()}: «¡fuera!», pero solo con {totals[side]} tantos: la ronda es de los contrarios."
        )
        return (1 - side,)

    def finish(self, state: TuteState, target: int) -> TuteState:
        sides = self.sides(state.players)
        best = max(state.juegos)
        winner_side = state.juegos.index(best)
        names = self.side_names(state.players)
        tricks = [0] * state.players
        for record in state.history:
            tricks[record.winner] += 1
        score = " a ".join(str(n) for n in sorted(state.juegos, reverse=True))
        unit = self.score_unit(state) if target != 1 else "juego"
        result = HandResult(
            kind="partida",
            winners=tuple(s for s in range(state.players) if sides[s] == winner_side),
            jugador=None,
            contract=None,
            tricks=tuple(tricks),
            payments=tuple(state.juegos[sides[s]] for s in range(state.players)),
            pot_before=0,
            pot_after=0,
            explanation=f"{wins(names[winner_side])} la partida {names[winner_side]} ({score}; se jugaba a {target} {unit}).",
            citation=FINAL,
        )
        return replace(state, phase=FIN, to_move=None, result=result)

    def score_unit(self, state: TuteState) -> str:
        """What the partida counts: ``juegos`` (``puntos`` in a Tute remate)."""
        return "juegos"

    # -- phases of a game of its own (an auction…) ------------------------------------------------------------------------
    def other_actions(self, state: TuteState) -> list[str]:
        """The legal actions of a phase other than the play and the cantes."""
        return []

    def other_violation(self, state: TuteState, action: str, legal: list[str]) -> Violation:
        return violation(FASE, "Eso no se puede hacer ahora.", None, action, legal)

    def apply_other(self, state: TuteState, seat: int, action: str, options: HandOptions) -> TuteState:
        raise AssertionError(f"no phase {state.phase!r} in {self.name}")

    # -- what a seat sees -----------------------------------------------------------------------------------------------
    def view(self, state: TuteState, seat: int) -> BazaView:
        sides = self.sides(state.players)
        totals, cards = self.tantos(state)
        notes = []
        if state.trump is not None:
            shown = f" (pinta: {state.shown.name})" if state.shown is not None else ""
            notes.append(f"Triunfo: {state.trump.spanish}{shown}.")
        dealer = (state.mano - 1) % state.players
        if state.pinta is None and state.stock_out is None and state.shown in state.hands[dealer]:
            notes.append(f"La pinta, {state.shown.with_article}, es la última carta del que da.")
        if state.capote is not None:
            notes.append(f"{seat_name(state.capote).capitalize()} ha anunciado capote.")
        if state.carried:
            notes.append("Mano de vuelta: los tantos de la primera mano se suman a los de esta.")
        return BazaView(
            game=self.slug,
            seat=seat,
            players=state.players,
            phase=state.phase,
            to_move=state.to_move,
            hand=state.hands[seat],
            sides=sides,
            trump=state.trump,
            pinta=state.pinta,
            stock_size=len(state.stock) + (state.pinta is not None),
            trick=state.trick,
            trick_leader=state.leader if state.trick else None,
            history=state.history,
            hand_sizes=tuple(len(hand) for hand in state.hands),
            points=totals,
            card_points=cards,
            cantes=state.cantes,
            juegos=state.juegos,
            score_unit=self.score_unit(state),
            target=state.target,
            ronda=state.ronda,
            rondas=state.rondas,
            legal_actions=tuple(self.legal_actions(state)) if state.to_move == seat else (),
            result=state.result,
            play_rules=self.rules_for(state.players, state.variants),
            mano=state.mano,
            announcements=state.words,
            notes=tuple(notes),
            out_of_play=(state.leftover,) if state.leftover is not None else (),
            exchanged=state.exchanged,
        )
