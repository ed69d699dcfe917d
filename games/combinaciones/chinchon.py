"""The Chinchón o conga of the 2021 catalogue (l. 445–449): a whole partida of deals, to 101 (or 51, 71).

Seven cards each and one face up to begin the montón; in turn each seat takes the top card of the baceta
(``baceta``) or of the montón (``monton``) and discards one face up (``echa:7O``), or cuts: it lays out its jugadas
and leaves its last card face down (``cierra:1O-2O-3O/5C-5E-5B/4B``: each jugada with its cards joined by ``-``,
the jugadas separated by ``/``, the card left face down last; the cards not listed are the unmatched ones). A cut
needs its unmatched cards to add up to 5 or less, or none at all (chinchón, −10), and never in the first round
(l. 447). After each deal every seat scores its unmatched cards; at the tope a seat is out, unless it re-enters
with the score of the highest rival (*reenganche*), and the last seat left wins (l. 449).

>>> import games
>>> hand = games.new_hand("chinchon", deal=[
...     ["1O", "2O", "3O", "5C", "5E", "5B", "4B"], ["1C", "3C", "6C", "7E", "10B", "11O", "12E"],
...     ["9O", "2B", "8C", "4O"]])
>>> hand.legal_actions()
['baceta', 'monton']
>>> hand = hand.apply("baceta")  # the dos de bastos
>>> hand.check("cierra:1O-2O-3O/5C-5E-5B/4B").code  # the first round: nobody cuts yet
'corte'
>>> hand.check("monton").code  # a second card
'robo'
>>> hand = hand.apply("echa:4B").apply("monton").apply("echa:12E").apply("baceta")
>>> [action for action in hand.legal_actions() if action.startswith("cierra")]
['cierra:1O-2O-3O/5C-5E-5B/8C']
>>> hand.check("cierra:1O-2O-5C/8C").code
'jugada'
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import ClassVar

from games.combinaciones.cards import DECKS, parse_card, value
from games.combinaciones.melds import arranged, layout, meld_key, meld_problem
from games.combinaciones.state import (
    DESCARTE,
    FIN,
    ROBO,
    ChinchonState,
    ChinchonView,
    Config,
    Deal,
    Shown,
)
from games.core.cards import DECK_48, Card, Suit, names_list
from games.core.citations import cite
from games.core.errors import InvalidNotationError
from games.core.hand import (
    ACCION,
    FASE,
    HandOptions,
    HandRules,
    Setup,
    actions_list,
    once_per_state,
    violation,
)
from games.core.result import make_result
from games.core.rules import GameRules
from games.core.trick import seat_name
from games.core.violations import CARTA, TURNO, Violation, ViolationCode

DOC = "juegos-baraja-espanola"
SERIES = cite(DOC, "CHINCHÓN o CONGA", 445)
JUEGO = cite(DOC, "CHINCHÓN o CONGA", 447)
TANTEO = cite(DOC, "CHINCHÓN o CONGA: tanteo", 449)
HAND_SIZE = 7
CUT_LIMIT = 5  # «el valor total de las cartas sin combinar es menor o igual a 5» (l. 447)
CHINCHON_BONUS = -10  # «Al que forma chinchón se le restan 10 puntos» (l. 449)
BACETA, MONTON, ECHA, CIERRA = "baceta", "monton", "echa", "cierra"

# variant word → (what it sets, its value)
VARIANT_WORDS: dict[str, tuple[str, int]] = {
    "baraja-40": ("deck", 40),
    "baraja-50": ("deck", 50),
    "a-51": ("target", 51),
    "a-71": ("target", 71),
    "sin-reenganche": ("reenganches", 0),
    "dos-reenganches": ("reenganches", 2),
    "tres-reenganches": ("reenganches", 3),
}

INTERPRETATION = """\
Lo que el catálogo no dice y el sitio decide: la baraja es la de 48 cartas (con la de 40, que no llega \
para seis, o la de 50, con los dos comodines, como variantes), a 101 y con un reenganche. Cada mano la empieza el \
mano, y el turno pasa al siguiente asiento; la siguiente mano es mano el siguiente que sigue en la partida. Un trío \
tiene como mucho cuatro cartas; con 40 cartas la sota sigue al siete en las escaleras. El chinchón son las siete \
cartas ligadas en una o dos series, aunque lleven el comodín (l. 447), y resta 10 solo a quien corta con él. Al \
cortar se cuentan las cartas sin ligar de las jugadas que enseñas; a los demás, el sitio les liga las cartas de la \
mejor manera. Si la baceta se acaba, se barajan los descartes una vez (l. 447); si se acaba otra vez, la mano \
termina sin corte y cada uno se anota lo que no tiene ligado. Queda eliminado quien llega al tope (51, 71 o 101: \
«alcance», l. 449); se reengancha solo, mientras le queden reenganches, con los puntos del rival que más tiene \
si al menos otros dos siguen por debajo. Si todos los que quedan pasan el tope en la misma mano, gana quien menos \
puntos tiene. No se juegan las cartas sueltas sobre las series de los rivales (l. 451) ni el chinchón verdadero \
que gana la partida (l. 453)."""

GRAMMAR = (
    "baceta (robar de la baceta), monton (coger la carta de arriba del montón), echa:7O (descartarse del siete de "
    "oros), cierra:1O-2O-3O/5C-5E-5B/4B (cortar: las jugadas y, al final, la carta que dejas boca abajo)"
)


class Chinchon(GameRules):
    slug = "chinchon"
    name = "Chinchón"
    aliases = ("conga", "chinchón o conga")
    family = "combinaciones"
    players = (2, 3, 4, 5, 6)
    deck = DECK_48
    hand_size = dict.fromkeys(players, HAND_SIZE)
    source_slug = DOC
    has_trumps = False
    plays_tricks = False
    summary = (
        "Roba y descarta para ligar tus siete cartas en escaleras de color y tríos; corta cuando lo que te queda "
        "suelto vale 5 o menos. Lo suelto se suma en contra: al llegar al tope quedas eliminado."
    )
    obligations = (
        "En tu turno tomas una sola carta, de la baceta o del montón, y te descartas de una. Puedes cortar si tus "
        "cartas sin ligar suman 5 o menos (o ninguna: chinchón), nunca en la primera ronda (l. 447)."
    )
    play_citation = JUEGO
    interpretation = INTERPRETATION

    def card_power(self, card: Card, trump: Suit | None) -> tuple[str, int]:
        """No bazas in the Chinchón: a card is its suit and its index (for the generic trick tools only)."""
        return card.suit.value, card.rank


def config_of(variant: str | None, players: int) -> Config:
    """The agreed deck, tope and reenganches of ``variant`` (words joined by ``+``).

    :raises InvalidNotationError: for a word that is not a variant, two of a kind, or 40 cards for six.
    """
    settings: dict[str, int] = {}
    for word in variant.split("+") if variant else []:
        if word not in VARIANT_WORDS or VARIANT_WORDS[word][0] in settings:
            raise InvalidNotationError(f"el chinchón no tiene la variante {variant!r}")
        key, number = VARIANT_WORDS[word]
        settings[key] = number
    config = Config(**settings)
    if HAND_SIZE * players + 1 > config.deck:
        raise InvalidNotationError(f"con {config.deck} cartas no se puede repartir a {players} jugadores")
    return config


def variant_text(config: Config) -> str | None:
    """The canonical variant of ``config`` (``None`` for the site's default partida)."""
    words = [word for word, (key, number) in VARIANT_WORDS.items() if getattr(config, key) == number]
    return "+".join(words) or None


class ChinchonRules(HandRules[ChinchonState, ChinchonView]):
    """Whole partidas of the Chinchón: deal after deal until one seat is left."""

    slug: ClassVar[str] = "chinchon"
    name: ClassVar[str] = "Chinchón"
    players: ClassVar[tuple[int, ...]] = (2, 3, 4, 5, 6)
    variants: ClassVar[tuple[str, ...]] = tuple(VARIANT_WORDS)
    play_rules: ClassVar[GameRules] = Chinchon()
    summary: ClassVar[str] = (
        "Una partida entera de chinchón: mano tras mano hasta que solo queda uno, con los reenganches acordados."
    )
    interpretation: ClassVar[str] = ""
    grammar: ClassVar[str] = GRAMMAR

    # -- the deal ------------------------------------------------------------------------------------------------------
    def options(self, setup: Setup) -> HandOptions:
        """A partida's options: ``deal`` gives the first deal (each seat's seven cards, then the card face up and
        the baceta top first; the baceta may be short).

        :raises InvalidNotationError: for a number of players, a variant, a pot, stakes or a deal the game does not
            have.
        """
        players = setup.players if setup.players is not None else self.players[0]
        if players not in self.players:
            raise InvalidNotationError(f"el chinchón se juega de 2 a 6, no con {players}")
        config = config_of(setup.variant, players)
        if setup.pot or setup.stakes is not None:
            raise InvalidNotationError(
                "en el chinchón no hay plato ni tantos previos: se cuentan puntos en contra"
            )
        dealt = None
        if setup.deal is not None:
            dealt = tuple(tuple(parse_card(code) for code in cards) for cards in setup.deal)
            every = [card for cards in dealt for card in cards]
            if (
                len(dealt) != players + 1
                or any(len(cards) != HAND_SIZE for cards in dealt[:players])
                or not dealt[players]
                or len(set(every)) != len(every)
                or not set(every) <= set(DECKS[config.deck])
            ):
                raise InvalidNotationError(
                    f"un reparto del chinchón son siete cartas distintas a cada uno de los {players} y, al final, "
                    f"la carta boca arriba y la baceta, todas de la baraja de {config.deck}"
                )
        return HandOptions(setup.seed, players, variant_text(config), deal=dealt)

    def start(self, options: HandOptions) -> ChinchonState:
        players = options.players
        config = config_of(options.variant, players)
        empty = ChinchonState(
            config=config,
            players=players,
            seed=options.seed,
            number=0,
            mano=0,
            hands=((),) * players,
            stock=(),
            pile=(),
            phase=ROBO,
            to_move=0,
            discards=0,
            reshuffles=0,
            scores=(0,) * players,
            used=(0,) * players,
            alive=(True,) * players,
            taken=((),) * players,
        )
        if options.deal is not None:
            talon = options.deal[players]
            return replace(empty, hands=options.deal[:players], pile=talon[:1], stock=talon[1:])
        return self._deal(empty, 0, 0)

    def _deal(self, state: ChinchonState, number: int, mano: int) -> ChinchonState:
        """Deal ``number`` of the partida: seven cards to each seat still playing, from the mano, and one face up."""
        deck = list(DECKS[state.config.deck])
        random.Random(f"chinchon|{state.seed}|{number}").shuffle(deck)
        hands: list[tuple[Card, ...]] = [()] * state.players
        seats = [(mano + offset) % state.players for offset in range(state.players)]
        top = 0
        for seat in seats:
            if state.alive[seat]:
                hands[seat] = tuple(deck[top : top + HAND_SIZE])
                top += HAND_SIZE
        return replace(
            state,
            number=number,
            mano=mano,
            hands=tuple(hands),
            pile=(deck[top],),
            stock=tuple(deck[top + 1 :]),
            taken=((),) * state.players,
            phase=ROBO,
            to_move=mano,
            discards=0,
            reshuffles=0,
        )

    # -- what may be done ----------------------------------------------------------------------------------------------
    @once_per_state
    def legal_actions(self, state: ChinchonState) -> list[str]:
        mover = state.to_move
        if mover is None:
            return []
        if state.phase == ROBO:
            return [BACETA] + ([MONTON] if state.pile else [])
        hand = state.hands[mover]
        discards = [f"{ECHA}:{card.code}" for card in hand]
        deck = state.config.deck
        # Taking a card away lowers the loose points by its value at most: most turns, no cut is near.
        if (
            state.first_round
            or layout(hand, deck).points - max(value(card, deck) for card in hand) > CUT_LIMIT
        ):
            return discards
        cuts = []
        for card in hand:
            laid = layout(tuple(other for other in hand if other != card), deck)
            if laid.points <= CUT_LIMIT:
                cuts.append(cut_text(laid.melds, card))
        return discards + cuts

    def canonical(self, action: str) -> str:
        verb, _, argument = action.strip().partition(":")
        verb = verb.lower()
        if verb == ECHA:
            return f"{ECHA}:{parse_card(argument).code}"
        if verb == CIERRA:
            melds, face_down = read_cut(argument)
            return cut_text(tuple(arranged(meld) for meld in melds), face_down)
        return verb

    def check(self, state: ChinchonState, action: str, seat: int | None = None) -> Violation | None:
        mover = state.to_move
        if state.result is not None or mover is None:
            return violation(
                FASE, "La partida ha terminado: ya no se puede hacer nada más.", TANTEO, action, []
            )
        verb, colon, argument = action.strip().partition(":")
        verb = verb.lower()
        if verb not in (BACETA, MONTON, ECHA, CIERRA) or bool(colon) != (verb in (ECHA, CIERRA)):
            return self._not_an_action(state, action)
        if seat is not None and seat != mover:
            return violation(
                TURNO,
                f"No es tu turno: le toca a {seat_name(mover)}, y el turno pasa de uno al siguiente (l. 447).",
                JUEGO,
                action,
                [],
            )
        if verb in (BACETA, MONTON):
            return self._check_take(state, verb, action)
        if state.phase == ROBO:
            return violation(
                ViolationCode.DESCARTE,
                "Antes de descartarte (o de cortar) tienes que tomar una carta: la de arriba de la baceta o la del "
                "montón (l. 447).",
                JUEGO,
                action,
                self.legal_actions(state),
            )
        if verb == ECHA:
            return self._check_discard(state, argument, action)
        return self._check_cut(state, argument, action)

    def _not_an_action(self, state: ChinchonState, action: str) -> Violation:
        legal = self.legal_actions(state)
        return violation(
            ACCION,
            f"«{action}» no es una acción del chinchón. Ahora puedes: {actions_list(legal)}.",
            JUEGO,
            action,
            legal,
        )

    def _check_take(self, state: ChinchonState, verb: str, action: str) -> Violation | None:
        mover = state.to_move
        assert mover is not None
        if state.phase == DESCARTE:
            return violation(
                ViolationCode.ROBO,
                "Ya has tomado una carta en este turno: no se pueden tomar dos. Ahora descártate de una, boca "
                "arriba en el montón (l. 447).",
                JUEGO,
                action,
                self.legal_actions(state),
            )
        if verb == MONTON and not state.pile:
            return violation(
                ViolationCode.ROBO,
                "El montón de descartes está vacío (se acaba de barajar como baceta): roba de la baceta (l. 447).",
                JUEGO,
                action,
                self.legal_actions(state),
            )
        return None

    def _check_discard(self, state: ChinchonState, argument: str, action: str) -> Violation | None:
        try:
            card = parse_card(argument)
        except InvalidNotationError:
            return self._not_an_action(state, action)
        return self._not_held(state, [card], action)

    def _not_held(self, state: ChinchonState, cards: list[Card], action: str) -> Violation | None:
        mover = state.to_move
        assert mover is not None
        missing = [card for card in cards if card not in state.hands[mover]]
        if not missing:
            return None
        return violation(
            CARTA,
            f"No tienes {names_list(missing)}: solo puedes usar las cartas de tu mano.",
            JUEGO,
            action,
            self.legal_actions(state),
        )

    def _check_cut(self, state: ChinchonState, argument: str, action: str) -> Violation | None:
        mover = state.to_move
        assert mover is not None
        try:
            melds, face_down = read_cut(argument)
        except InvalidNotationError:
            return violation(
                ACCION,
                "Para cortar escribe tus jugadas, cada una con sus cartas unidas por «-» y separadas por «/», y al "
                "final la carta que dejas boca abajo: «cierra:1O-2O-3O/5C-5E-5B/4B».",
                JUEGO,
                action,
                self.legal_actions(state),
            )
        listed = [card for meld in melds for card in meld] + [face_down]
        held = self._not_held(state, listed, action)
        if held is not None:
            return held
        if len(set(listed)) != len(listed):
            return violation(
                ACCION,
                "Has puesto una misma carta dos veces en el corte.",
                JUEGO,
                action,
                self.legal_actions(state),
            )
        legal = self.legal_actions(state)
        deck = state.config.deck
        for meld in melds:
            problem = meld_problem(meld, deck)
            if problem is not None:
                return violation(
                    ViolationCode.JUGADA,
                    f"{names_list(meld).capitalize()} no forman una jugada: {problem}. Una jugada es una escalera de "
                    "por lo menos tres cartas seguidas del mismo palo o tres o cuatro cartas del mismo número, con "
                    "un comodín como mucho (l. 445).",
                    SERIES,
                    action,
                    legal,
                )
        if state.first_round:
            return violation(
                ViolationCode.CORTE,
                "En la primera vuelta de descartes aún no se corta: cada jugador ha de poder descartarse al menos "
                "una vez antes (l. 447). Descártate de una.",
                JUEGO,
                action,
                legal,
            )
        loose = [card for card in state.hands[mover] if card not in listed]
        points = sum(value(card, deck) for card in loose)
        if points > CUT_LIMIT:
            return violation(
                ViolationCode.CORTE,
                f"Para cortar, tus cartas sin ligar deben sumar 5 o menos, y {names_list(loose)} suman {points} "
                "(l. 447). Sigue jugando: descártate de una.",
                JUEGO,
                action,
                legal,
            )
        return None

    # -- playing -------------------------------------------------------------------------------------------------------
    def apply(self, state: ChinchonState, action: str, options: HandOptions) -> ChinchonState:
        mover = state.to_move
        assert mover is not None
        verb, _, argument = action.partition(":")
        hands = list(state.hands)
        if verb == BACETA:
            hands[mover] += state.stock[:1]
            return replace(state, hands=tuple(hands), stock=state.stock[1:], phase=DESCARTE)
        if verb == MONTON:
            hands[mover] += state.pile[-1:]
            taken = list(state.taken)
            taken[mover] += state.pile[-1:]
            return replace(
                state, hands=tuple(hands), pile=state.pile[:-1], taken=tuple(taken), phase=DESCARTE
            )
        if verb == ECHA:
            card = parse_card(argument)
            hands[mover] = tuple(other for other in hands[mover] if other != card)
            taken = list(state.taken)
            taken[mover] = tuple(other for other in taken[mover] if other != card)
            after = replace(
                state,
                hands=tuple(hands),
                taken=tuple(taken),
                pile=(*state.pile, card),
                discards=state.discards + 1,
                phase=ROBO,
                to_move=self.next_seat(state, mover),
            )
            return self._restock(after)
        melds, face_down = read_cut(argument)
        return self._end_deal(state, mover, melds, face_down)

    def next_seat(self, state: ChinchonState, seat: int) -> int:
        """The next seat still in the partida after ``seat`` (the turn passes to the right, l. 447)."""
        following = (seat + 1) % state.players
        while not state.alive[following]:
            following = (following + 1) % state.players
        return following

    def _restock(self, state: ChinchonState) -> ChinchonState:
        """An empty baceta: the montón shuffled once as the new baceta (l. 447); emptied again, the deal ends."""
        if state.stock:
            return state
        if state.reshuffles:
            return self._end_deal(state, None, (), None)
        stock = list(state.pile)
        random.Random(f"chinchon|{state.seed}|{state.number}|baraja").shuffle(stock)
        return replace(state, stock=tuple(stock), pile=(), reshuffles=1)

    def _end_deal(
        self,
        state: ChinchonState,
        cutter: int | None,
        melds: tuple[tuple[Card, ...], ...],
        face_down: Card | None,
    ) -> ChinchonState:
        """Lay every seat's cards out, score them, and eliminate or re-enter (l. 449); then the next deal."""
        deck = state.config.deck
        shown: list[Shown] = []
        scores = list(state.scores)
        chinchon = False
        for seat in range(state.players):
            if not state.alive[seat]:
                continue
            if seat == cutter:
                listed = {card for meld in melds for card in meld} | {face_down}
                loose = tuple(card for card in state.hands[seat] if card not in listed)
                ordered = tuple(sorted((arranged(meld) for meld in melds), key=meld_key))
                chinchon = not loose
                points = CHINCHON_BONUS if chinchon else sum(value(card, deck) for card in loose)
                shown.append(Shown(seat, ordered, loose, points))
            else:
                laid = layout(state.hands[seat], deck)
                shown.append(Shown(seat, laid.melds, laid.unmatched, laid.points))
            scores[seat] += shown[-1].points
        alive, used, reenganchados, eliminated = self._tope(state, scores)
        record = Deal(
            number=state.number,
            mano=state.mano,
            cutter=cutter,
            chinchon=chinchon,
            face_down=face_down,
            shown=tuple(shown),
            scores=tuple(scores),
            reenganchados=tuple(reenganchados),
            eliminated=tuple(eliminated),
        )
        after = replace(
            state,
            scores=tuple(scores),
            used=tuple(used),
            alive=tuple(alive),
            deals=(*state.deals, record),
            pile=state.pile + ((face_down,) if face_down is not None else ()),
        )
        if sum(alive) <= 1:
            return self._finish(after, state)
        return self._deal(after, state.number + 1, self.next_seat(after, state.mano))

    def _tope(
        self, state: ChinchonState, scores: list[int]
    ) -> tuple[list[bool], list[int], list[int], list[int]]:
        """Who is still in after ``scores``: at the tope a seat is out, or re-enters with the score of the highest
        rival still under it, while it has reenganches and at least two others stay under the tope (l. 449)."""
        target = state.config.target
        alive, used = list(state.alive), list(state.used)
        under = [seat for seat in range(state.players) if alive[seat] and scores[seat] < target]
        over = [seat for seat in range(state.players) if alive[seat] and scores[seat] >= target]
        reenganchados, eliminated = [], []
        for seat in over:
            if len(under) >= 2 and used[seat] < state.config.reenganches:
                scores[seat] = max(scores[other] for other in under)
                used[seat] += 1
                reenganchados.append(seat)
            else:
                alive[seat] = False
                eliminated.append(seat)
        if not any(alive):  # everybody past the tope at once: the fewest points stay in
            low = min(scores[seat] for seat in over)
            alive = [seat in over and scores[seat] == low for seat in range(state.players)]
            eliminated = [seat for seat in eliminated if not alive[seat]]
        return alive, used, reenganchados, eliminated

    def _finish(self, state: ChinchonState, before: ChinchonState) -> ChinchonState:
        winners = tuple(seat for seat in range(state.players) if state.alive[seat])
        names = " y ".join(seat_name(seat) for seat in winners)
        result = make_result(
            "partida",
            winners,
            None,
            None,
            (0,) * state.players,
            0,
            [],
            f"Gana la partida {names}: los demás han llegado a {state.config.target} puntos (l. 449).",
            TANTEO,
        )
        empty = ((),) * state.players
        return replace(
            state, hands=empty, taken=empty, stock=(), pile=(), phase=FIN, to_move=None, result=result
        )

    # -- what a seat sees ----------------------------------------------------------------------------------------------
    def view(self, state: ChinchonState, seat: int) -> ChinchonView:
        return ChinchonView(
            game=self.slug,
            seat=seat,
            players=state.players,
            phase=state.phase,
            to_move=state.to_move,
            hand=state.hands[seat],
            sides=tuple(range(state.players)),
            deck=state.config.deck,
            target=state.config.target,
            mano=state.mano,
            number=state.number,
            stock_size=len(state.stock),
            pile=state.pile,
            hand_sizes=tuple(len(cards) for cards in state.hands),
            scores=state.scores,
            alive=state.alive,
            taken=state.taken,
            reenganches_left=tuple(state.config.reenganches - used for used in state.used),
            first_round=state.first_round,
            deals=state.deals,
            legal_actions=tuple(self.legal_actions(state)) if state.to_move == seat else (),
            result=state.result,
            play_rules=self.play_rules,
        )

    def count(self, cards: tuple[Card, ...]) -> int:
        """What ``cards`` count against their holder, laid out the best way (48-card values)."""
        return layout(cards, 48).points


def cut_text(melds: tuple[tuple[Card, ...], ...], face_down: Card) -> str:
    """The canonical notation of a cut: ``cierra:`` the jugadas in order, then the card left face down."""
    parts = ["-".join(card.code for card in meld) for meld in sorted(melds, key=meld_key)]
    return f"{CIERRA}:" + "/".join([*parts, face_down.code])


def read_cut(argument: str) -> tuple[tuple[tuple[Card, ...], ...], Card]:
    """The jugadas and the face-down card of a cut's argument (``1O-2O-3O/5C-5E-5B/4B``).

    :raises InvalidNotationError: when it is not jugadas then one card.
    """
    groups = [tuple(parse_card(code) for code in group.split("-")) for group in argument.split("/")]
    if len(groups[-1]) != 1:
        raise InvalidNotationError(f"un corte termina con la carta que se deja boca abajo: {argument!r}")
    return tuple(groups[:-1]), groups[-1][0]
