"""Whole hands of the Voltarete (*Tratado do jogo do Voltarete com as leis geraes do jogo*, Lisboa, 1834).

Three players, nine cards each dealt three by three and thirteen left in the *baralho* (l. 106); seat 1 is the
*mão*, seat 2 the *contra-pé*, seat 3 the *pé*, who deals (l. 482; Lei X.I). The dealer puts five *tentos* in the
*bolo* and every pass one more (l. 122, 178). In the first *passagem* the games are *licença*, *preferencia*
(licença in copas), *só*, *só em copas* and *Voltarete de respeito*, each preferred to the one before, and the
seat nearer the mão to an equal game (l. 128–138; Leis V.IV, V.VII). If the three pass, the second passagem offers
*Voltarete segundo* and the *casca* to the first who wants them (l. 152–160; Leis IV.I, V.XII); if they pass again
the cards are dealt anew and the bolo stays (l. 158). The *feito* buys first, then the seat on his right, who passes
to the third what he does not buy (l. 128–132; Leis VII.XXII, VII.XXXI); the feito then orders play (*manda
jogar*), declares *geral* or asks for *resposta* (l. 132; Leis IX.I–XIII, XIV.I). He wins, *repõe* or loses by
*codilho* (l. 196–202), and the payments follow the tables of l. 204–276, doubled when copas, the *favorita*, are
trumps (Lei XVII.XI).

>>> import games
>>> hand = games.new_hand("voltarete", seed=7)
>>> hand.phase, hand.to_move, hand.legal_actions()
('subasta', 0, ['paso', 'licenca', 'preferencia', 'so', 'so-copas'])
>>> hand = hand.apply("licenca").apply("preferencia").apply("paso")
>>> hand.to_move, hand.legal_actions()  # the mão, overcalled, may make the same game: he is nearer the mão
(0, ['paso', 'preferencia', 'so', 'so-copas'])
>>> hand.check("licenca").code
'subasta'

The book's seventh example (l. 680–692): all pass twice and the pé goes to the casca, keeping the Espadilha; he
finds four matadores and four Kings and names espadas; the mão passes the five cards left to the contra-pé, who buys
them; three Kings are ruffed, the contra-pé makes two diamonds, and the feito only his four matadores: *resposta*.

>>> hand = games.Hand.from_notation(
...     "voltarete seed=0 players=3 deal=5E,7B,2B,3B,5B,6B,3C,4C,6C/7O,6O,5O,4O,1C,2C,5C,7C,4B/"
...     "1E,11E,10E,7E,6E,11C,10C,11B,10B/2E,1B,12E,12B,12C,12O,1O,2O,11O,10O,3O,3E,4E | paso paso paso paso paso "
...     "casca descarta:11E descarta:10E descarta:7E descarta:6E descarta:11C descarta:10C descarta:11B descarta:10B "
...     "roba triunfo:E roba descarta:1C descarta:2C descarta:5C descarta:7C descarta:4B roba manda 6C 3E 12C 7O 12O "
...     "5E 6B 4E 12B 11O 1O 2B 10O 2O 3B 3O 12E 4C 1E 3C 4O 2E 5B 5O 1B 7B 6O"
... )
>>> result = hand.result()
>>> result.kind, result.tricks, result.payments, result.pot_after
('resposta', (1, 4, 4), (7, 7, -34), 20)
>>> print(result.table[-2])
El asiento 3 paga 4 tantos al asiento 1 por 4 matadores (l. 2520).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from games.core.cards import Card, Suit
from games.core.citations import Citation, cite
from games.core.hand import (
    BOLA_CODE,
    DESCARTE_CODE,
    FASE,
    RENDICION,
    ROBO,
    SUBASTA_CODE,
    TRIUNFO_CODE,
    HandOptions,
    once_per_state,
    violation,
)
from games.core.result import HandResult, Transfer, make_result
from games.core.trick import seat_name
from games.core.violations import CARTA, TURNO, Violation, ViolationCode
from games.ombre.hand import (
    DESCARTA,
    PASO,
    PLAY,
    ROBA,
    OmbreHandRules,
    _replace_at,
    parse_action,
)
from games.ombre.rules import BASTO, ESPADILLA
from games.ombre.state import DESCARTE, JUEGO, SUBASTA, TRIUNFO, OmbreState
from games.ombre.view import OmbreView

BOOK = "voltarete-1834"

# -- the games (*qualidades de jogo*) and the other words of the hand --------------------------------------------------
LICENCA = "licenca"
PREFERENCIA = "preferencia"  # licença in copas (l. 136)
SO = "so"
SO_COPAS = "so-copas"
RESPEITO = "respeito"  # Voltarete de respeito
SEGUNDO = "segundo"  # Voltarete segundo
CASCA = "casca"
FIRST_GAMES = (LICENCA, PREFERENCIA, SO, SO_COPAS, RESPEITO)  # lowest first (l. 136–138; Lei V.IV)
SECOND_GAMES = (SEGUNDO, CASCA)
MANDA = "manda"  # the feito orders play (*manda jogar*)
GERAL = "geral"  # the feito declares geral before play
RESPOSTA = "resposta"  # the feito asks for resposta
DOY = "doy"  # a defender gives the resposta asked
NIEGO = "niego"  # a defender refuses it
REPONGO = "repongo"  # the casca player puts back the bolo instead of playing
PLANTO = "planto"  # the feito stops after cinco diante instead of playing on for geral

MANDO = "mandar"  # phase: the feito orders play, declares geral or asks for resposta
RESPOSTA_PHASE = "resposta"  # phase: the defenders give or refuse the resposta

WORDS = frozenset(
    {PASO, LICENCA, PREFERENCIA, SO, SO_COPAS, RESPEITO, SEGUNDO, CASCA, MANDA, GERAL, RESPOSTA, DOY, NIEGO}
    | {REPONGO, PLANTO}
)

BASE = {LICENCA: 2, PREFERENCIA: 2, SEGUNDO: 4, CASCA: 5, SO: 6, SO_COPAS: 6, RESPEITO: 12}  # l. 204–212
GERAL_TENTOS = {
    LICENCA: 8,
    PREFERENCIA: 8,
    SEGUNDO: 16,
    CASCA: 24,
    SO: 32,
    SO_COPAS: 32,
    RESPEITO: 64,
}  # l. 218–226
WITH_ARTICLE = {
    LICENCA: "la licença",
    PREFERENCIA: "la preferencia",
    SO: "el só",
    SO_COPAS: "el só em copas",
    RESPEITO: "el Voltarete de respeito",
    SEGUNDO: "el Voltarete segundo",
    CASCA: "la casca",
}
GAME_NAMES = {
    LICENCA: "licença",
    PREFERENCIA: "preferencia (licença em copas)",
    SO: "só",
    SO_COPAS: "só em copas",
    RESPEITO: "Voltarete de respeito",
    SEGUNDO: "Voltarete segundo",
    CASCA: "casca",
}
ANTE = 5  # «Cada jogador que dá Cartas he obrigado a entrar com cinco tentos» (l. 178)
PASS_TENTOS = 1  # «diz, passo, e mette hum tento no bolo» (l. 122; Lei IV.XI)
CINCO_TENTOS = 2  # cinco primeiras (l. 214)
CASCA_TENTOS = 5  # the casca put back: five to each (l. 152; Lei XVII.VI)
MAX_LOST_MATADORES = 4  # «não póde perder mais de quatro» (l. 954; Lei XVII.XVIII)
MAX_FEITO_BUY = 8  # licença (Lei VII.III) and Voltarete segundo, counting the turned card (Lei VII.VI)
MAX_RESPEITO_BUY = 6  # and the turned card (Lei VII.V)
MAX_FIRST_BUY = 8  # the seat after the feito (Lei VII.XXII)

# -- citations -----------------------------------------------------------------------------------------------------------
FIRST_LEAD = cite(BOOK, "Parte II, Cap. X, Lei I: o que fica á direita do que dá joga de mão", 1756)
TURN = cite(BOOK, "Cap. XI, Da marcha do jogo: joga o que he mão, depois o que lhe fica á direita", 332)
PASSO_CITE = cite(BOOK, "Cap. VI: diz passo, e mette hum tento no bolo", 122)
ANTE_CITE = cite(BOOK, "Cap. VIII: cinco tentos de dar Cartas", 178)
LICENCA_CITE = cite(BOOK, "Cap. VI: licença", 128, 134)
GAMES_CITE = cite(BOOK, "Cap. VI: só prefere a favorita, Voltarete de respeito prefere a tudo", 136, 138)
SAYINGS = cite(BOOK, "Parte II, Cap. V, Lei IV: preferencia, só, só em copas, Voltarete de respeito", 1317)
TIES = cite(BOOK, "Parte II, Cap. V, Lei VII: em jogos iguaes prefere a mão", 1331)
PASSED = cite(BOOK, "Parte II, Cap. III, Lei XV: o que passa não póde fazer-se depois", 1145)
NAMED_EARLY = cite(BOOK, "Parte II, Cap. III, Lei XVI: nomear o naipe antes de passar obriga a só", 1149)
NO_ACES = cite(BOOK, "Parte II, Cap. III, Lei XXIV: voltar Carta sem os Azes pretos", 1189)
SECOND_ROUND_GAMES = cite(BOOK, "Parte II, Cap. IV, Lei I: Voltarete segundo e casca", 1217)
SECOND_ROUND = cite(BOOK, "Cap. VII: depois que os tres jogadores passam a primeira vez", 152, 158)
SECOND_PASS = cite(BOOK, "Parte II, Cap. IV, Lei XI: passar segunda vez, mette hum tento", 1273)
SECOND_ORDER = cite(BOOK, "Parte II, Cap. V, Lei XII: na segunda passagem só a preferencia da mão", 1353)
ALL_PASS = cite(BOOK, "Cap. VII: se passam todos tres pela segunda vez, baralhão-se outra vez", 158)
NAME_SUIT = cite(BOOK, "Parte II, Cap. VI, Lei I: nomear o naipe depois que os outros respondem", 1365)
EXCHANGE = cite(
    BOOK, "Cap. VI: descarta-se, e compra outras tantas; o da direita, depois o terceiro", 128, 132
)
BUY_LICENCA = cite(BOOK, "Parte II, Cap. VII, Lei III: não mais de oito, ao menos huma", 1419)
NO_BUY_SO = cite(BOOK, "Parte II, Cap. VII, Lei IV: o que se faz só não compra", 1425)
BUY_RESPEITO = cite(BOOK, "Parte II, Cap. VII, Lei V: não mais de seis Cartas, e a que volta", 1429)
BUY_SEGUNDO = cite(BOOK, "Parte II, Cap. VII, Lei VI: não mais de oito, com a que volta", 1433)
CASCA_CITE = cite(BOOK, "Cap. VII: a casca; póde levar huma Carta", 152, 160)
FIRST_BUYER = cite(
    BOOK, "Parte II, Cap. VII, Lei XXII: o que se segue ao feito não compra mais de oito", 1515
)
KEEP = cite(BOOK, "Parte II, Cap. VIII, Lei XX: excepto dos Azes pretos, e da que volta", 1663)
TURNED_TRUMP = cite(BOOK, "Parte II, Cap. XI, Lei VII: o trunfo he o da Carta que volta", 1950)
ORDER_PLAY = cite(BOOK, "Cap. VI: mandar jogar a mão, ou pedir resposta", 132)
ASK_EARLY = cite(BOOK, "Parte II, Cap. IX, Lei I: não pedir reposta antes de se encartarem", 1671)
ASK_BEFORE_PLAY = cite(BOOK, "Parte II, Cap. IX, Lei VII: pedir reposta antes de principiar a jogar", 1699)
ANSWER_ORDER = cite(BOOK, "Parte II, Cap. IX, Lei IX: responde primeiro o da direita", 1707)
CASCA_REPOR = cite(BOOK, "Parte II, Cap. IX, Lei X: o que vai á casca he senhor de repôr", 1711)
CASCA_NO_ASK = cite(BOOK, "Parte II, Cap. IX, Lei XI: a casca não pede reposta depois de nomear", 1715)
BOTH_GIVE = cite(BOOK, "Parte II, Cap. IX, Lei VI: os outros dous a dão ambos", 1693)
ONE_GIVES = cite(BOOK, "Parte II, Cap. IX, Leis II–V: o que dá a reposta, o que a não dá", 1675, 1689)
NONE_GIVES = cite(BOOK, "Parte II, Cap. IX, Leis VIII e XII: nenhum a dá, joga cada hum para si", 1703, 1723)
DECLARE_GERAL = cite(BOOK, "Parte II, Cap. XIV, Lei I: declarar geral antes de principiar", 2243)
GERAL_BOUND = cite(BOOK, "Parte II, Cap. XIV, Lei III: o geral declarado não se retira", 2251)
PLAY_ON = cite(BOOK, "Parte II, Cap. XIV, Lei V: continuar depois de cinco diante", 2259)
WIN = cite(BOOK, "Cap. IX: ganha o bolo e as pagas, se faz mais vasas", 196, 200)
REPOE = cite(BOOK, "Cap. IX: repõe o bolo fazendo tantas vasas", 196, 202)
CODILHO = cite(BOOK, "Cap. IX: codilho, hum igual numero de tentos ao que está no bolo", 198, 202)
PAGAS = cite(BOOK, "Cap. IX: pagas de licença, Voltarete segundo, casca, só, Voltarete de respeito", 204, 212)
CINCO = cite(BOOK, "Cap. IX: cinco diante, ou cinco primeiras", 214)
GERAL_CITE = cite(BOOK, "Cap. IX: geral, declarado ou não, em copas", 216, 270)
GERAL_LOST = cite(BOOK, "Cap. IX: querendo dar geral o não dá, perde o mesmo", 272, 276)
GERAL_FAILED = cite(BOOK, "Parte II, Cap. XVII, Lei XVII: ganha cinco diante, excepto o geral", 2516)
MATADORES = cite(BOOK, "Cap. X: matadores, quando o feito os junta todos", 282, 286)
LOST_MATADORES = cite(BOOK, "Parte II, Cap. XVII, Lei XVIII: nunca mais de quatro", 2520)
FAVORITA = cite(BOOK, "Parte II, Cap. XVII, Lei XI: em favorita as pagas dobradas", 2486)
NO_MATADORES = cite(BOOK, "Parte II, Cap. XVII, Lei IX: não paga matadores", 2478)
CASCA_PAY = cite(BOOK, "Parte II, Cap. XVII, Lei VI: cinco tentos a cada hum", 2466)
REPOR = cite(BOOK, "Cap. XXIII: repôr para o bolo outros tantos tentos, como elle tem", 956, 960)

INTERPRETATION = """\
Decisiones nuestras donde el libro calla, se contradice o describe la mesa y no el programa:
1. Asientos: el asiento 1 es la mão (a la derecha del que da), el 2 el contra-pé y el 3 el pé, que da; se habla, \
se compra y se juega en ese orden (l. 332, 482; Lei X.I).
2. El bolo: quien da pone 5 tentos y cada «paso» uno, en las dos passagens (l. 122, 178; Lei IV.XI). No se \
juega con medalhão, y las respostas entran enseguida en el bolo (no hay remissas ni recambó).
3. Primera passagem: se habla por turno, vuelta tras vuelta, hasta que todos menos uno han pasado. Cada juego ha de \
preferir al que está en pie (licença < preferencia < só < só em copas < Voltarete de respeito, l. 136–138; Lei V.IV); \
el asiento más cerca de la mão puede igualarlo (Lei V.VII), y quien fue preferido puede hacerse en cualquier juego \
que prefiera (Lei V.VI). Quien pasa ya no habla (Lei III.XV). «licenca» vale también por el «entro» del pé (Lei III.XIX).
4. Tras una licença o un só el feito nombra el palo cuando la subasta ha terminado, y puede nombrar copas: paga \
entonces como en favorita (Lei V.V). La preferencia y el só em copas juegan en copas sin nombrarlas.
5. Segunda passagem: el primero que no pasa se hace (Lei V.XII). Si los tres pasan otra vez, la mano se acaba, el \
bolo se queda y se vuelve a dar (l. 158). En el Voltarete segundo, si la carta vuelta es la Espadilha o el Basto, \
triunfa su palo (el libro no lo dice).
6. Compras: el feito, luego el de su derecha, que compra ocho como mucho y pasa lo demás al tercero (Leis VII.XXII, \
VII.XXXI); lo que el tercero no compra va al descarte sin verse (queda en el monte y nadie lo ve). En la casca se \
descarta de las nueve, o de ocho si lleva una, compra otras tantas y después nombra el palo o dice «repongo».
7. Tras las compras el feito dice «manda» (manda jugar), «geral» (lo declara) o «resposta» (la pide; la casca no, \
Lei IX.XI). Si ambos la dan, repone y paga sin matadores (Leis IX.VI, XVII.IX). Si la da uno solo, este juega con el \
que la pidió contra el otro, que cobra codilho si hace más bazas que cada uno y si no repone también (Leis IX.II–V). \
Si nadie la da, cada uno juega para sí y reponen todos los que no ganan (Lei IX.XII).
8. Cinco diante: hechas las cinco primeras bazas, el feito dice «planto» (se para y no se juegan las demás) o sigue \
jugando, y entonces juega a geral por declarar (l. 276; Lei XIV.V).
9. Pagas: de cada contrario, el juego (2, 4, 5, 6, 12), un tento por matador, 2 de cinco primeras y el geral, todo \
doblado en copas (l. 204–270; Lei XVII.XI). Los matadores cuentan solo si el feito tiene Espadilha, Manilha y Basto \
en las nueve cartas con que juega (l. 284), y perdiendo paga cuatro como mucho (l. 954; leemos «perde» en la Lei \
XVII.XVIII). Reponer es poner en el bolo tantos tentos como tiene (l. 960); el codilho se paga al que lo hace, y \
el bolo se queda.
10. Si el feito hace una baza y cada contrario cuatro, el libro no dice quién cobra el codilho: lo parten, y el \
tento impar va al de la derecha del feito.
11. Las faltas de la mesa (cartas de más o de menos, cartas vistas, renuncios consumados) no pueden ocurrir: el \
programa rechaza la acción y explica la ley. No se juega el Voltarete de cuatro ni la Espadilha obrigada."""


@dataclass(frozen=True, slots=True)
class VoltareteState(OmbreState):
    """An :class:`OmbreState` with what the Voltarete adds: the second passagem, the geral, the resposta."""

    second_round: bool = False
    geral: str | None = None  # "declarado" before play, "por declarar" when played on after cinco diante
    asked: bool = False  # the feito asked for resposta
    answers: tuple[tuple[int, str], ...] = ()  # (seat, "doy" or "niego")
    stopped: bool = False  # the feito stopped after cinco diante
    abandoned: bool = False  # the casca put back without playing
    bolo: int = 0  # what the bolo holds now: the pot before the hand, the dealer's five, a tento a pass


def parse(action: str) -> tuple[str, str] | None:
    """The verb and argument of a Voltarete action, or ``None`` when it is not one.

    >>> parse("SO"), parse("triunfo:c"), parse("12B"), parse("entrada")
    (('so', ''), ('triunfo', 'C'), ('carta', '12B'), None)
    """
    low = action.strip().lower()
    if low in WORDS:
        return low, ""
    parsed = parse_action(action)
    if parsed is None or parsed[0] not in ("triunfo", DESCARTA, ROBA, PLAY):
        return None
    return parsed


def _ours(state: OmbreState) -> VoltareteState:
    assert isinstance(state, VoltareteState)
    return state


class VoltareteHand(OmbreHandRules):
    """The Voltarete of 1834: both passagens, the casca, the resposta, the geral and the pagas."""

    of_the: ClassVar[str] = "del"

    slug = "voltarete"
    name = "Voltarete"
    contracts = FIRST_GAMES
    repeated_auction = True
    max_discards = MAX_FEITO_BUY
    jugador_word = "el feito"
    summary = (
        "Licença, preferencia, só o Voltarete de respeito; si todos pasan, Voltarete segundo o casca; el feito "
        "gana, repone o pierde de codilho."
    )
    interpretation = INTERPRETATION

    cite_auction = GAMES_CITE
    cite_overcall = TIES
    cite_trump = NAME_SUIT
    cite_solo = NO_BUY_SO
    cite_exchange = EXCHANGE
    cite_draw = EXCHANGE
    cite_max_discard = BUY_LICENCA
    cite_bola = PLAY_ON
    cite_play = FIRST_LEAD
    cite_turn = TURN
    cite_vuelta: ClassVar[Citation | None] = KEEP
    cite_surrender: ClassVar[Citation | None] = ASK_BEFORE_PLAY

    # -- setting up ----------------------------------------------------------------------------------------------------
    def start(self, options: HandOptions) -> VoltareteState:
        return self.fresh(options, VoltareteState, bolo=options.pot + ANTE)

    # -- what may be done ----------------------------------------------------------------------------------------------
    @once_per_state
    def legal_actions(self, state: OmbreState) -> list[str]:
        st = _ours(state)
        mover = st.to_move
        if mover is None:
            return []
        if st.phase == SUBASTA:
            if st.second_round:
                return [PASO, *SECOND_GAMES]
            return [PASO] + [game for game in FIRST_GAMES if self._bid_problem(st, mover, game) is None]
        if st.phase == TRIUNFO:
            names = [f"triunfo:{suit.value}" for suit in Suit]
            return [*names, REPONGO] if st.contract == CASCA else names
        if st.phase == DESCARTE:
            actions = [ROBA] if self._draw_problem(st, mover) is None else []
            actions += [
                f"{DESCARTA}:{card.code}"
                for card in st.hands[mover]
                if self._discard_problem(st, mover, card) is None
            ]
            return actions
        if st.phase == MANDO:
            return [MANDA, GERAL] if st.contract == CASCA else [MANDA, GERAL, RESPOSTA]
        if st.phase == RESPOSTA_PHASE:
            return [DOY, NIEGO]
        if st.phase == JUEGO:
            assert st.position is not None
            actions = st.position.legal_plays()
            if self._may_stop(st, mover):
                actions.append(PLANTO)
            return actions
        return []

    def _bid_problem(self, state: VoltareteState, seat: int, game: str) -> tuple[str, Citation] | None:
        """Why ``seat`` may not make ``game`` in the first passagem now (``None``: it may)."""
        if game == RESPEITO and not {ESPADILLA, BASTO} <= set(state.hands[seat]):
            return (
                "Para hacer Voltarete de respeito has de tener la Espadilha y el Basto y ponerlos boca arriba en la "
                "mesa (l. 138); quien vuelve la carta sin tenerlos repone y la mano no vale (Lei III.XXIV, l. 1189).",
                NO_ACES,
            )
        if state.high_bid is None or state.high_seat is None:
            return None
        rank, high = FIRST_GAMES.index(game), FIRST_GAMES.index(state.high_bid)
        if rank > high or (rank == high and seat < state.high_seat):
            return None
        order = " < ".join(GAME_NAMES[g] for g in FIRST_GAMES)
        if rank == high:
            text = (
                f"{seat_name(state.high_seat).capitalize()} ya hizo {GAME_NAMES[state.high_bid]}: en juegos iguales "
                "prefiere el que está más cerca de la mão (Lei V.VII, l. 1331), así que has de hacer un juego que "
                f"prefiera al suyo ({order}; l. 136–138, Lei V.IV)."
            )
        else:
            text = (
                f"{seat_name(state.high_seat).capitalize()} ya hizo {GAME_NAMES[state.high_bid]}, y "
                f"{GAME_NAMES[game]} no le prefiere: {order} (l. 136–138; Lei V.IV, l. 1317)."
            )
        return text, TIES if rank == high else SAYINGS

    def _discard_limit(self, state: VoltareteState, seat: int) -> tuple[int, str, Citation]:
        """How many cards ``seat`` may discard, and the rule that says so."""
        talon = len(state.talon)
        if seat == state.jugador:
            if state.contract == CASCA:
                return 9, "En la casca te descartas de tus nueve cartas (l. 152).", CASCA_CITE
            if state.contract == RESPEITO:
                return (
                    MAX_RESPEITO_BUY + 1,
                    "En el Voltarete de respeito compras seis cartas como mucho, además de la vuelta (Lei VII.V, "
                    "l. 1429): te descartas de siete como mucho.",
                    BUY_RESPEITO,
                )
            if state.contract == SEGUNDO:
                return (
                    MAX_FEITO_BUY,
                    "En el Voltarete segundo compras ocho cartas como mucho contando la vuelta (Lei VII.VI, "
                    "l. 1433): te descartas de ocho como mucho.",
                    BUY_SEGUNDO,
                )
            return (
                MAX_FEITO_BUY,
                "En la licença compras ocho cartas como mucho (Lei VII.III, l. 1419): comprar nueve haría creer que "
                "conocías el baralho.",
                BUY_LICENCA,
            )
        if seat == state.first_contra and talon > MAX_FIRST_BUY:
            return (
                MAX_FIRST_BUY,
                "Quien sigue al feito compra ocho cartas como mucho (Lei VII.XXII, l. 1515).",
                FIRST_BUYER,
            )
        return (
            talon,
            f"En el baralho solo quedan {talon} cartas: no te puedes descartar de más de las que compras (l. 128).",
            EXCHANGE,
        )

    def _discard_problem(self, state: VoltareteState, seat: int, card: Card) -> tuple[str, Citation] | None:
        if seat == state.jugador and card == state.turned:
            return (
                f"{card.with_article.capitalize()} es la carta que se volvió: juegas con ella, no puedes "
                "descartarla (Lei VIII.XX, l. 1663).",
                KEEP,
            )
        if seat == state.jugador and state.contract == RESPEITO and card in (ESPADILLA, BASTO):
            return (
                "En el Voltarete de respeito juegas con los dos Azes pretos que pusiste en la mesa: no puedes "
                "descartar la Espadilha ni el Basto (Leis VII.V y VIII.XX, l. 1429, 1663).",
                KEEP,
            )
        limit, text, citation = self._discard_limit(state, seat)
        if len(state.discards[seat]) >= limit:
            return text, citation
        return None

    def _draw_problem(self, state: VoltareteState, seat: int) -> tuple[str, Citation] | None:
        discarded = len(state.discards[seat])
        if seat != state.jugador:
            return None
        if state.contract == CASCA and discarded < 8:
            return (
                "Quien va a la casca se descarta de sus nueve cartas y compra otras nueve, o de ocho si lleva una "
                f"(l. 152, 160); te has descartado de {discarded}.",
                CASCA_CITE,
            )
        if state.turned is not None and discarded == 0:
            return (
                "Con la carta vuelta tienes diez: descártate al menos de una para quedarte con nueve (l. 138, 156).",
                BUY_RESPEITO if state.contract == RESPEITO else BUY_SEGUNDO,
            )
        if state.contract in (LICENCA, PREFERENCIA) and discarded == 0:
            return (
                "En la licença has de comprar al menos una carta (Lei VII.III, l. 1419): descártate antes de "
                "comprar.",
                BUY_LICENCA,
            )
        return None

    def _may_stop(self, state: VoltareteState, seat: int) -> bool:
        """After cinco diante the feito may stop (or play on, for an undeclared geral: l. 276; Lei XIV.V)."""
        return (
            seat == state.jugador
            and state.geral is None
            and state.defender is None
            and len(state.history) == 5
            and not state.trick
            and all(record.winner == seat for record in state.history)
        )

    def draw_count(self, state: OmbreState, seat: int) -> int:
        count = len(state.discards[seat])
        return count - 1 if seat == state.jugador and state.turned is not None else count

    def parse(self, action: str) -> tuple[str, str] | None:
        return parse(action)

    # -- checking ------------------------------------------------------------------------------------------------------
    def check(self, state: OmbreState, action: str, seat: int | None = None) -> Violation | None:
        st = _ours(state)
        opened = self.opening(st, action)
        if isinstance(opened, Violation):
            return opened
        verb, argument = opened
        if seat is not None and seat != st.to_move:
            return self._not_your_turn(st, verb, seat, action)
        checker = {
            SUBASTA: self._check_bid,
            TRIUNFO: self._check_naming,
            DESCARTE: self._check_buying,
            MANDO: self._check_order,
            RESPOSTA_PHASE: self._check_answer,
            JUEGO: self._check_card,
        }[st.phase]
        return checker(st, verb, argument, action)

    def _refuse(
        self,
        state: VoltareteState,
        action: str,
        text: str,
        citation: Citation | None,
        code: ViolationCode = FASE,
    ) -> Violation:
        return violation(code, text, citation, action, self.legal_actions(state))

    def _not_your_turn(self, state: VoltareteState, verb: str, seat: int, action: str) -> Violation:
        if state.phase == SUBASTA and not state.second_round and seat in state.passed and verb in FIRST_GAMES:
            return self._refuse(
                state,
                action,
                "Ya pasaste: quien dice «passo» o mete su tento en el bolo no puede hacerse después en ningún juego "
                "de la primera passagem (Lei III.XV, l. 1145).",
                PASSED,
                SUBASTA_CODE,
            )
        if state.phase == TRIUNFO and verb == "triunfo" and seat != state.jugador:
            return self._refuse(
                state,
                action,
                "El palo lo nombra el feito, no tú (Lei VI.I, l. 1365).",
                NAME_SUIT,
                TRIUNFO_CODE,
            )
        if verb in (DESCARTA, ROBA) and seat == state.jugador and state.contract in (SO, SO_COPAS):
            return self._refuse(
                state,
                action,
                "Te hiciste só: juegas con las nueve cartas que te dieron, sin descartarte ni comprar (l. 138; "
                "Lei VII.IV, l. 1425). Solo compran los otros dos.",
                NO_BUY_SO,
                DESCARTE_CODE,
            )
        if verb == RESPOSTA and seat == state.jugador and state.phase == DESCARTE:
            return self._refuse(
                state,
                action,
                "La resposta no se pide antes de que los otros dos se hayan descartado y encartado (Lei IX.I, "
                "l. 1671).",
                ASK_EARLY,
                RENDICION,
            )
        if verb == RESPOSTA and seat != state.jugador:
            return self._refuse(
                state,
                action,
                "Solo el feito pide resposta; los otros la dan o no cuando él la pide (Lei IX.IX, l. 1707).",
                ANSWER_ORDER,
                RENDICION,
            )
        doing = {
            SUBASTA: ("hablar", SECOND_ORDER if state.second_round else TURN),
            TRIUNFO: ("nombrar el palo", NAME_SUIT),
            DESCARTE: ("descartarse y comprar", EXCHANGE),
            MANDO: ("mandar jugar", ORDER_PLAY),
            RESPOSTA_PHASE: ("responder a la resposta", ANSWER_ORDER),
            JUEGO: ("jugar", TURN),
        }
        what, citation = doing[state.phase]
        return violation(
            TURNO,
            f"No es tu turno: ahora le toca {what} al asiento {(state.to_move or 0) + 1}; en el Voltarete se habla, "
            "se compra y se juega por turno, la mão, el contra-pé y el pé (l. 332).",
            citation,
            action,
            [],
        )

    def _check_bid(self, state: VoltareteState, verb: str, argument: str, action: str) -> Violation | None:
        mover = state.to_move
        assert mover is not None
        if verb == PASO:
            return None
        if verb in FIRST_GAMES:
            if state.second_round:
                return self._refuse(
                    state,
                    action,
                    f"Ya pasaron los tres: en la segunda passagem solo se hace Voltarete segundo o casca (Lei IV.I, "
                    f"l. 1217); {GAME_NAMES[verb]} es de la primera (Lei III.XXVI, l. 1199).",
                    SECOND_ROUND_GAMES,
                    SUBASTA_CODE,
                )
            problem = self._bid_problem(state, mover, verb)
            if problem is None:
                return None
            return self._refuse(state, action, problem[0], problem[1], SUBASTA_CODE)
        if verb in SECOND_GAMES:
            if state.second_round:
                return None
            return self._refuse(
                state,
                action,
                f"{GAME_NAMES[verb].capitalize()} solo se hace en la segunda passagem, cuando los tres han pasado la "
                "primera (l. 152; Lei IV.I, l. 1217). Ahora: passo, licença, preferencia, só, só em copas o "
                "Voltarete de respeito.",
                SECOND_ROUND,
                SUBASTA_CODE,
            )
        if verb == "triunfo":
            return self._refuse(
                state,
                action,
                "No nombres el palo antes de hablar: quien nombra un palo antes de pasar o de pedir licença queda "
                "obligado a jugar só (Lei III.XVI, l. 1149). Di «so» si quieres hacerte só; en la licença el palo se "
                "nombra cuando los otros han respondido (Lei VI.I, l. 1365).",
                NAMED_EARLY,
                TRIUNFO_CODE,
            )
        if verb in (DESCARTA, ROBA):
            return self._refuse(
                state,
                action,
                "Nadie se descarta ni compra hasta que haya feito: primero se habla (l. 128).",
                EXCHANGE,
                DESCARTE_CODE,
            )
        return self._refuse(
            state,
            action,
            "Ahora se habla: di «paso» o haz un juego"
            + (" (Voltarete segundo o casca)." if state.second_round else " (licença, preferencia, só…)."),
            SECOND_ORDER if state.second_round else GAMES_CITE,
        )

    def _check_naming(self, state: VoltareteState, verb: str, argument: str, action: str) -> Violation | None:
        if verb == "triunfo":
            return None
        if verb == REPONGO:
            if state.contract == CASCA:
                return None
            return self._refuse(
                state,
                action,
                "Solo quien va a la casca puede reponer sin jugar (Lei IX.X, l. 1711); tú puedes pedir resposta "
                "cuando todos se hayan encartado (Lei IX.I, l. 1671).",
                CASCA_REPOR,
                RENDICION,
            )
        if verb == RESPOSTA:
            if state.contract == CASCA:
                return self._refuse(
                    state,
                    action,
                    "Quien va a la casca no pide resposta: es dueño de reponer sin preguntar a nadie (Lei IX.X, "
                    "l. 1711). Di «repongo» o nombra el palo.",
                    CASCA_REPOR,
                    RENDICION,
                )
            return self._refuse(
                state,
                action,
                "La resposta no se pide antes de que los otros dos se hayan descartado y encartado (Lei IX.I, "
                "l. 1671): nombra primero el palo.",
                ASK_EARLY,
                RENDICION,
            )
        if verb in (DESCARTA, ROBA):
            if state.contract == SO:
                return self._refuse(
                    state,
                    action,
                    "Te haces só: juegas con las nueve cartas que te dieron, sin descartarte ni comprar (l. 138; "
                    "Lei VII.IV, l. 1425). Nombra el palo.",
                    NO_BUY_SO,
                    DESCARTE_CODE,
                )
            if state.contract == CASCA:
                return self._refuse(
                    state,
                    action,
                    "Ya compraste la casca: ahora nombras el palo que hace triunfo, o repones (l. 152).",
                    CASCA_CITE,
                    DESCARTE_CODE,
                )
            return self._refuse(
                state,
                action,
                "Nombra primero el palo en que te haces; después te descartas y compras (l. 128).",
                LICENCA_CITE,
                TRIUNFO_CODE,
            )
        if verb in FIRST_GAMES or verb in SECOND_GAMES or verb == PASO:
            return self._refuse(
                state,
                action,
                f"Ya no se habla: {seat_name(state.jugador)} se hizo en {GAME_NAMES[state.contract or LICENCA]}. "
                "Ahora nombra el palo.",
                NAME_SUIT,
                SUBASTA_CODE,
            )
        return self._refuse(
            state,
            action,
            "Ahora el feito nombra el palo que hace triunfo: «triunfo:O», «triunfo:C»…"
            + (" o «repongo»." if state.contract == CASCA else ""),
            NAME_SUIT,
            TRIUNFO_CODE,
        )

    def _check_buying(self, state: VoltareteState, verb: str, argument: str, action: str) -> Violation | None:
        mover = state.to_move
        assert mover is not None
        if verb == DESCARTA:
            card = Card.parse(argument)
            if card not in state.hands[mover]:
                return violation(
                    CARTA,
                    f"No tienes {card.with_article} en la mano.",
                    None,
                    action,
                    self.legal_actions(state),
                )
            problem = self._discard_problem(state, mover, card)
            return (
                None
                if problem is None
                else self._refuse(state, action, problem[0], problem[1], DESCARTE_CODE)
            )
        if verb == ROBA:
            problem = self._draw_problem(state, mover)
            if problem is not None:
                return self._refuse(state, action, problem[0], problem[1], ROBO)
            needed = self.draw_count(state, mover)
            if argument and int(argument) != needed:
                discarded = len(state.discards[mover])
                extra = " (la carta vuelta cuenta como una de ellas)" if needed != discarded else ""
                return self._refuse(
                    state,
                    action,
                    f"Compras tantas cartas como las de que te descartas: te descartaste de {discarded}, así que "
                    f"compras {needed}{extra}, no {int(argument)} (l. 128).",
                    EXCHANGE,
                    ROBO,
                )
            return None
        if verb == "triunfo":
            if state.turned is not None:
                text = (
                    f"El triunfo lo dio la carta vuelta ({state.turned.with_article}): son "
                    f"{state.trump.spanish if state.trump else ''}, digas lo que digas (Lei XI.VII, l. 1950)."
                )
                return self._refuse(state, action, text, TURNED_TRUMP, TRIUNFO_CODE)
            if state.contract == CASCA and state.trump is None:
                return self._refuse(
                    state,
                    action,
                    "En la casca el palo se nombra después de comprar, según lo que encuentres (l. 152).",
                    CASCA_CITE,
                    TRIUNFO_CODE,
                )
            return self._refuse(
                state,
                action,
                f"El palo ya está nombrado: son {state.trump.spanish if state.trump else ''}.",
                NAME_SUIT,
                TRIUNFO_CODE,
            )
        if verb in (RESPOSTA, MANDA, GERAL):
            return self._refuse(
                state,
                action,
                "Todavía se están encartando: el feito manda jugar, declara geral o pide resposta cuando los otros "
                "dos se han descartado y encartado (l. 132; Lei IX.I, l. 1671).",
                ASK_EARLY,
                RENDICION if verb == RESPOSTA else BOLA_CODE if verb == GERAL else FASE,
            )
        if verb == PLAY:
            return self._refuse(
                state, action, "Aún no se juega: antes se compra y el feito manda jugar (l. 132).", ORDER_PLAY
            )
        return self._refuse(
            state,
            action,
            "Ahora se compra: «descarta:7O» por cada carta que dejas y «roba» para tomar otras tantas del baralho "
            "(«roba» sin descartarte si no quieres comprar).",
            EXCHANGE,
        )

    def _check_order(self, state: VoltareteState, verb: str, argument: str, action: str) -> Violation | None:
        if verb in (MANDA, GERAL):
            return None
        if verb == RESPOSTA:
            if state.contract != CASCA:
                return None
            return self._refuse(
                state,
                action,
                "Quien va a la casca no puede pedir resposta después de nombrar el palo (Lei IX.XI, l. 1715).",
                CASCA_NO_ASK,
                RENDICION,
            )
        if verb == PLAY:
            return self._refuse(
                state,
                action,
                "Nadie juega hasta que el feito lo manda: di «manda», «geral» o «resposta» (l. 132; Lei XIV.I, "
                "l. 2243).",
                DECLARE_GERAL,
            )
        return self._refuse(
            state,
            action,
            "Todos se han encartado: el feito manda jugar («manda»), declara geral («geral»)"
            + (" o pide resposta («resposta»)." if state.contract != CASCA else "."),
            ORDER_PLAY,
        )

    def _check_answer(self, state: VoltareteState, verb: str, argument: str, action: str) -> Violation | None:
        if verb in (DOY, NIEGO):
            return None
        return self._refuse(
            state,
            action,
            f"{seat_name(state.jugador).capitalize()} pidió resposta: contesta «doy» o «niego»; primero el de su "
            "derecha y después el otro (Lei IX.IX, l. 1707).",
            ANSWER_ORDER,
            RENDICION if verb == RESPOSTA else FASE,
        )

    def _check_card(self, state: VoltareteState, verb: str, argument: str, action: str) -> Violation | None:
        mover = state.to_move
        assert mover is not None and state.position is not None
        if verb == PLAY:
            return state.position.check_play(argument)
        if verb == PLANTO:
            if self._may_stop(state, mover):
                return None
            text = (
                "Declaraste geral: no puedes volverte atrás, lo pierdes si no haces las nueve bazas (Lei XIV.III, "
                "l. 2251)."
                if state.geral == "declarado" and mover == state.jugador
                else "Solo el feito que ha hecho las cinco primeras bazas se para antes de jugar la sexta; si sigue "
                "jugando, juega a geral por declarar (l. 276; Lei XIV.V, l. 2259)."
            )
            return self._refuse(
                state, action, text, GERAL_BOUND if state.geral == "declarado" else PLAY_ON, BOLA_CODE
            )
        if verb == GERAL:
            return self._refuse(
                state,
                action,
                "El geral se declara antes de empezar a jugar (Lei XIV.I, l. 2243); después de las cinco primeras "
                "se juega por declarar, siguiendo a jugar (l. 276).",
                DECLARE_GERAL,
                BOLA_CODE,
            )
        if verb == RESPOSTA:
            return self._refuse(
                state,
                action,
                "La resposta se pide antes de empezar a jugar (Lei IX.VII, l. 1699).",
                ASK_BEFORE_PLAY,
                RENDICION,
            )
        if verb in (DESCARTA, ROBA):
            return self._refuse(
                state,
                action,
                "Las compras ya terminaron: ahora se juegan las bazas.",
                EXCHANGE,
                DESCARTE_CODE,
            )
        if verb == "triunfo":
            return self._refuse(
                state,
                action,
                f"El triunfo ya está decidido: son {state.trump.spanish if state.trump else ''}.",
                NAME_SUIT,
                TRIUNFO_CODE,
            )
        if verb in FIRST_GAMES or verb in SECOND_GAMES or verb == PASO:
            return self._refuse(
                state, action, "Ya no se habla: ahora juega una carta.", GAMES_CITE, SUBASTA_CODE
            )
        return self._refuse(state, action, "Ahora se juegan las bazas: juega una carta.", FIRST_LEAD)

    # -- applying ------------------------------------------------------------------------------------------------------
    def apply(self, state: OmbreState, action: str, options: HandOptions) -> OmbreState:
        st = _ours(state)
        parsed = parse(action)
        assert parsed is not None and st.to_move is not None
        verb, argument = parsed
        mover = st.to_move
        if st.phase == SUBASTA:
            return (
                self._apply_second(st, mover, verb, options)
                if st.second_round
                else self._apply_first(st, mover, verb, options)
            )
        if st.phase == TRIUNFO:
            if verb == REPONGO:
                return self._finish(replace(st, abandoned=True), options)
            st = replace(st, trump=Suit(argument))
            if st.contract in (LICENCA, PREFERENCIA):
                return replace(st, phase=DESCARTE, to_move=st.jugador)
            return self._begin_buying(st)
        if st.phase == DESCARTE:
            return self._apply_buying(st, mover, verb, argument)
        if st.phase == MANDO:
            if verb == RESPOSTA:
                assert st.jugador is not None
                return replace(
                    st, phase=RESPOSTA_PHASE, asked=True, surrendered=True, to_move=(st.jugador + 1) % 3
                )
            if verb == GERAL:
                st = replace(st, geral="declarado", bola=True)
            return self._begin_play(st)
        if st.phase == RESPOSTA_PHASE:
            answers = (*st.answers, (mover, verb))
            st = replace(st, answers=answers)
            if len(answers) == 1:
                return replace(st, to_move=self._other_contra(st, mover))
            givers = [seat for seat, answer in answers if answer == DOY]
            if len(givers) == 2:
                return self._finish(st, options)
            return self._begin_play(replace(st, defender=givers[0] if givers else None))
        if verb == PLANTO:
            return self._finish(replace(st, stopped=True), options)
        if self._may_stop(st, mover):
            st = replace(st, geral="por declarar", bola=True)
        return self._apply_play(st, mover, PLAY, argument, options)

    def _apply_first(self, state: VoltareteState, mover: int, verb: str, options: HandOptions) -> OmbreState:
        bids = (*state.bids, (mover, verb))
        passed = state.passed | {mover} if verb == PASO else state.passed
        high_seat, high_bid = (state.high_seat, state.high_bid) if verb == PASO else (mover, verb)
        bolo = state.bolo + (PASS_TENTOS if verb == PASO else 0)
        state = replace(state, bids=bids, passed=passed, high_seat=high_seat, high_bid=high_bid, bolo=bolo)
        following = [(mover + step) % state.players for step in range(1, state.players + 1)]
        speaker = next((seat for seat in following if seat not in passed), None)
        if speaker is not None and speaker != high_seat:
            return replace(state, to_move=speaker)
        if high_seat is None or high_bid is None:  # the three passed: the second passagem (l. 152)
            return replace(state, second_round=True, passed=frozenset(), to_move=0)
        return self.after_auction(replace(state, jugador=high_seat, contract=high_bid), options)

    def _apply_second(self, state: VoltareteState, mover: int, verb: str, options: HandOptions) -> OmbreState:
        bids = (*state.bids, (mover, verb))
        if verb == PASO:
            state = replace(state, bids=bids, passed=state.passed | {mover}, bolo=state.bolo + PASS_TENTOS)
            if mover + 1 < state.players:
                return replace(state, to_move=mover + 1)
            return self._finish(state, options)  # all passed twice: the cards are dealt anew (l. 158)
        state = replace(state, bids=bids, high_seat=mover, high_bid=verb, jugador=mover, contract=verb)
        return self.after_auction(state, options)

    def after_auction(self, state: OmbreState, options: HandOptions) -> OmbreState:
        st = _ours(state)
        j = st.jugador
        assert j is not None
        if st.contract in (LICENCA, SO):
            return replace(st, phase=TRIUNFO, to_move=j)
        if st.contract == PREFERENCIA:
            return replace(st, trump=Suit.COPAS, phase=DESCARTE, to_move=j)
        if st.contract == SO_COPAS:
            return self._begin_buying(replace(st, trump=Suit.COPAS))
        if st.contract in (RESPEITO, SEGUNDO):  # the top card is turned: its suit is trumps (l. 138, 156)
            turned = st.talon[0]
            hands = _replace_at(st.hands, j, (*st.hands[j], turned))
            return replace(
                st,
                hands=hands,
                talon=st.talon[1:],
                turned=turned,
                trump=turned.suit,
                phase=DESCARTE,
                to_move=j,
            )
        return replace(st, phase=DESCARTE, to_move=j)  # the casca: discard first, name the suit after buying

    def _apply_buying(self, state: VoltareteState, mover: int, verb: str, argument: str) -> OmbreState:
        if verb == DESCARTA:
            card = Card.parse(argument)
            hands = _replace_at(state.hands, mover, tuple(c for c in state.hands[mover] if c != card))
            discards = _replace_at(state.discards, mover, (*state.discards[mover], card))
            return replace(state, hands=hands, discards=discards)
        count = self.draw_count(state, mover)
        hands = _replace_at(state.hands, mover, state.hands[mover] + state.talon[:count])
        drawn = tuple(n + count if seat == mover else n for seat, n in enumerate(state.drawn))
        state = replace(
            state, hands=hands, talon=state.talon[count:], drawn=drawn, exchanged=state.exchanged | {mover}
        )
        if mover == state.jugador:
            if state.contract == CASCA:
                return replace(state, phase=TRIUNFO, to_move=mover)
            return self._begin_buying(state)
        other = self._other_contra(state, mover)
        if other not in state.exchanged and state.talon:
            return replace(state, to_move=other)
        return replace(state, phase=MANDO, to_move=state.jugador)

    def _begin_buying(self, state: VoltareteState) -> OmbreState:
        """The feito orders the others to buy: the seat on his right first (l. 128–132; Lei VII.VIII)."""
        assert state.jugador is not None
        right = (state.jugador + 1) % state.players
        return replace(state, phase=DESCARTE, to_move=right, first_contra=right)

    # -- seeing --------------------------------------------------------------------------------------------------------
    def view(self, state: OmbreState, seat: int) -> OmbreView:
        st = _ours(state)
        seen = super().view(st, seat)
        pot = st.result.pot_after if st.result is not None else st.bolo
        return replace(seen, bola=st.geral is not None, surrendered=st.asked, pot=pot)

    # -- result and payments -------------------------------------------------------------------------------------------
    def matadores(self, state: VoltareteState) -> int:
        """The feito's matadores in the nine cards he plays with: none unless he holds all three (l. 282–286)."""
        if state.jugador is None or state.trump is None or not state.start_hands:
            return 0
        held, _ = self.estuche_runs(state.trump, set(state.start_hands[state.jugador]))
        return held if held >= 3 else 0

    def settle(self, state: OmbreState, options: HandOptions) -> HandResult:
        st = _ours(state)
        transfers = [Transfer(st.players - 1, None, ANTE, "dar las cartas", ANTE_CITE)]
        for index, (seat, bid) in enumerate(st.bids):
            if bid == PASO:
                second = st.second_round and index >= st.players
                transfers.append(
                    Transfer(
                        seat,
                        None,
                        PASS_TENTOS,
                        "pasar la segunda vez" if second else "pasar",
                        SECOND_PASS if second else PASSO_CITE,
                    )
                )
        bolo = options.pot + sum(t.amount for t in transfers)
        j = st.jugador
        tricks = st.tricks_won
        if j is None or st.contract is None:
            return make_result(
                "passam",
                (),
                None,
                None,
                tricks,
                options.pot,
                transfers,
                f"Los tres pasaron dos veces: se acaba la mano, el bolo se queda con {bolo} tentos y se vuelve a "
                "dar (l. 158).",
                ALL_PASS,
            )
        who = seat_name(j)
        opponents = tuple((j + step) % st.players for step in range(1, st.players))
        if st.abandoned:
            transfers.append(Transfer(j, None, bolo, "reponer el bolo: no juega la casca", CASCA_REPOR))
            transfers += [
                Transfer(j, seat, CASCA_TENTOS, "la casca repuesta", CASCA_PAY) for seat in opponents
            ]
            return make_result(
                "casca reposta",
                opponents,
                j,
                st.contract,
                tricks,
                options.pot,
                transfers,
                f"{who.capitalize()} no quiso jugar la casca: repone el bolo ({bolo} tentos) y paga cinco tentos a "
                "cada uno, sin matadores (l. 152; Lei XVII.VI).",
                CASCA_PAY,
            )
        mult = 2 if st.trump == Suit.COPAS else 1
        base = BASE[st.contract] * mult
        favorita = " (doblado en favorita)" if mult == 2 else ""
        givers = tuple(seat for seat, answer in st.answers if answer == DOY)
        if st.asked and len(givers) == 2:
            transfers.append(Transfer(j, None, bolo, "reponer el bolo: le dieron la resposta", BOTH_GIVE))
            transfers += [
                Transfer(j, seat, base, f"{WITH_ARTICLE[st.contract]}{favorita}", NO_MATADORES)
                for seat in opponents
            ]
            return make_result(
                "resposta dada",
                opponents,
                j,
                st.contract,
                tricks,
                options.pot,
                transfers,
                f"{who.capitalize()} pidió resposta y los dos se la dieron: repone el bolo ({bolo} tentos) y paga a "
                "cada uno el juego, sin matadores; se da otra mano (Leis IX.VI, XVII.IX).",
                BOTH_GIVE,
            )
        split = "-".join(str(n) for n in tricks)
        if st.asked and givers:
            return self._settle_given(
                st, options, transfers, bolo, j, givers[0], base, f"{WITH_ARTICLE[st.contract]}{favorita}"
            )
        kind, makers = verdict(tricks, j)
        won = kind == "ganha"
        winners: tuple[int, ...]
        if won:  # the feito takes the bolo (l. 196)
            winners, citation = (j,), WIN
            transfers.append(Transfer(None, j, bolo, "el bolo", WIN))
            text = f"Ganha: {who}, el feito, hizo más bazas que cualquiera de los otros ({split}) y se lleva el bolo."
        elif kind == "resposta":  # he puts as much again into the bolo (l. 196, 960)
            winners, citation = opponents, REPOE
            transfers.append(Transfer(j, None, bolo, "reponer el bolo", REPOR))
            text = f"Resposta: {who}, el feito, hizo tantas bazas como otro ({split}): repone el bolo y paga a cada uno."
        else:  # he pays the codilho, as much as the bolo holds, which stays (l. 198)
            winners, citation = makers, CODILHO
            transfers += [
                Transfer(j, seat, share, "el codilho (lo que hay en el bolo)", CODILHO)
                for seat, share in _shares(bolo, makers, j, st.players)
            ]
            names = " y ".join(seat_name(seat) for seat in makers)
            text = (
                f"Codilho: {names} hizo más bazas que {who}, el feito ({split}), y cobra tanto como hay en el bolo, "
                "que se queda."
                if len(makers) == 1
                else f"Codilho: {names} hicieron cuatro bazas cada uno y el feito una ({split}); el libro no dice "
                "quién lo cobra: lo parten."
            )
        transfers += self._pagas(st, j, opponents, won, mult)
        bola = None
        if st.geral is not None:
            bola = "ganada" if tricks[j] == 9 else "cortada"
            transfers += self._geral(st, j, opponents, bola == "ganada", mult)
        if st.asked:  # nobody gave the resposta: two respostas, three when the hand is reposta (Lei IX.XII)
            transfers += [
                Transfer(seat, None, bolo, "reponer: nadie dio la resposta", NONE_GIVES)
                for seat in (opponents if kind == "resposta" else range(st.players))
                if seat not in winners or kind == "resposta"
            ]
            text += " Nadie le dio la resposta que pidió: reponen todos los que no ganan (Lei IX.XII)."
        if st.stopped:
            text += " Se plantó tras las cinco primeras bazas."
        if bola == "ganada":
            text += " Además dio geral: las nueve bazas."
        elif bola == "cortada":
            text += " Jugó a geral y no lo dio: lo paga a cada uno (l. 272)."
        return make_result(
            kind, winners, j, st.contract, tricks, options.pot, transfers, text, citation, bola
        )

    def _pagas(
        self, state: VoltareteState, j: int, opponents: tuple[int, ...], won: bool, mult: int
    ) -> list[Transfer]:
        """The game, the matadores and the cinco primeiras, from each opponent or to each (l. 204–214, 946–954)."""
        assert state.contract is not None
        favorita = " (doblado en favorita)" if mult == 2 else ""
        lines = [
            (
                BASE[state.contract] * mult,
                f"{WITH_ARTICLE[state.contract]}{favorita}",
                FAVORITA if mult == 2 else PAGAS,
            )
        ]
        matadores = self.matadores(state)
        if not won:  # «não póde perder mais de quatro» (l. 954; Lei XVII.XVIII)
            matadores = min(matadores, MAX_LOST_MATADORES)
        if matadores:
            lines.append(
                (matadores * mult, f"{matadores} matadores{favorita}", MATADORES if won else LOST_MATADORES)
            )
        history = state.history
        cinco = len(history) >= 5 and all(record.winner == j for record in history[:5])
        if won and cinco and state.tricks_won[j] < 9:  # a geral made excludes them (l. 216; Lei XIV.IV)
            lines.append(
                (CINCO_TENTOS * mult, f"cinco primeras{favorita}", GERAL_FAILED if state.geral else CINCO)
            )
        return [
            Transfer(seat, j, amount, concept, citation)
            if won
            else Transfer(j, seat, amount, concept, citation)
            for amount, concept, citation in lines
            for seat in opponents
        ]

    def _geral(
        self, state: VoltareteState, j: int, opponents: tuple[int, ...], made: bool, mult: int
    ) -> list[Transfer]:
        """The geral, won or lost: the same amount either way (l. 218–272), double when declared."""
        assert state.contract is not None
        declared = state.geral == "declarado"
        amount = GERAL_TENTOS[state.contract] * mult * (2 if declared else 1)
        concept = f"el geral {'declarado' if declared else 'por declarar'}"
        if mult == 2:
            concept += " en copas"
        if made:
            return [Transfer(seat, j, amount, concept, GERAL_CITE) for seat in opponents]
        return [Transfer(j, seat, amount, f"{concept}, que no dio", GERAL_LOST) for seat in opponents]

    def _settle_given(
        self,
        state: VoltareteState,
        options: HandOptions,
        transfers: list[Transfer],
        bolo: int,
        j: int,
        giver: int,
        base: int,
        concept: str,
    ) -> HandResult:
        """One defender gave the resposta, the other refused it (Leis IX.II–V)."""
        tricks = state.tricks_won
        refuser = self._other_contra(state, giver)
        split = "-".join(str(n) for n in tricks)
        transfers += [Transfer(j, seat, base, concept, NO_MATADORES) for seat in (giver, refuser)]
        if tricks[refuser] > tricks[j] and tricks[refuser] > tricks[giver]:
            transfers.append(Transfer(j, refuser, bolo, "el codilho (lo que hay en el bolo)", ONE_GIVES))
            return make_result(
                "codilho",
                (refuser,),
                j,
                state.contract,
                tricks,
                options.pot,
                transfers,
                f"{seat_name(giver).capitalize()} dio la resposta y {seat_name(refuser)} no: este hizo más bazas que "
                f"cada uno ({split}) y cobra el codilho (Leis IX.II–V).",
                ONE_GIVES,
            )
        transfers.append(Transfer(j, None, bolo, "reponer el bolo: pidió resposta", ONE_GIVES))
        transfers.append(
            Transfer(refuser, None, bolo, "reponer: no dio la resposta ni hizo codilho", ONE_GIVES)
        )
        return make_result(
            "resposta",
            (giver,),
            j,
            state.contract,
            tricks,
            options.pot,
            transfers,
            f"{seat_name(giver).capitalize()} dio la resposta y {seat_name(refuser)} no, ni hizo codilho ({split}): "
            f"reponen los dos, {seat_name(j)}, que la pidió, y quien se la negó (Leis IX.II y IX.V).",
            ONE_GIVES,
        )


def verdict(tricks: tuple[int, ...], feito: int) -> tuple[str, tuple[int, ...]]:
    """``ganha``, ``resposta`` or ``codilho`` (and who makes it) from the tricks (l. 196–202).

    >>> verdict((4, 3, 2), 0), verdict((4, 4, 1), 0), verdict((3, 3, 3), 1), verdict((3, 4, 2), 0)
    (('ganha', ()), ('resposta', ()), ('resposta', ()), ('codilho', (1,)))
    >>> verdict((1, 4, 4), 0)  # the book does not say who takes it (see the interpretation)
    ('codilho', (1, 2))
    """
    mine = tricks[feito]
    others = [seat for seat in range(len(tricks)) if seat != feito]
    best = max(tricks[seat] for seat in others)
    if mine > best:
        return "ganha", ()
    if mine == best:
        return "resposta", ()
    order = sorted(others, key=lambda seat: (seat - feito) % len(tricks))
    return "codilho", tuple(seat for seat in order if tricks[seat] == best)


def _shares(bolo: int, makers: tuple[int, ...], feito: int, players: int) -> list[tuple[int, int]]:
    """The codilho shared by ``makers``; the odd tentos go first to the seat on the feito's right."""
    share, odd = divmod(bolo, len(makers))
    ordered = sorted(makers, key=lambda seat: (seat - feito) % players)
    return [(seat, share + (1 if index < odd else 0)) for index, seat in enumerate(ordered)]
