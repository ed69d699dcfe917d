"""The Ombre family: whole hands of deal, auction, trumps, exchange, play, result and payments.

``games.new_hand(game, seed=…)`` deals a hand from a seeded shuffle; every step is an *action*, a short string, and
:meth:`Hand.apply` returns the next hand (hands are immutable). Seats are numbered in playing order: seat 0 is the
*mano* («el asiento 1» in the Spanish texts), the last seat deals; with the Tresillo's *alcalde* and the 1807
*zángano* the dealer is one seat more who sits out the hand (the views' ``active`` seats are the others). A hand
goes through the phases ``subasta``, ``triunfo``, ``descarte``, ``juego`` (and, in a surrendered Tresillo entrada,
``defensa``) to ``fin``; the games
with a called king (Mediator, Quadrillo, Quintillo) add ``llamada`` after ``triunfo``, and ``rendicion`` while the
opponents answer a Hombre who gave the game up.

An illegal action gets a :class:`~games.Violation`: the play's own codes (``asistir``, ``arrastre``…, ``turno``,
``carta``) and those of the hand: ``fase`` (not now), ``accion`` (not an action), ``subasta``, ``triunfo``,
``descarte``, ``robo``, ``rendicion``, ``defensa`` and ``bola`` (and ``llamada``, a king that may not be called,
and ``rey``, the rey forzado's kings). Each explains the rule in Spanish and cites it.
The implementer's readings where a source is silent are in each game's ``interpretation``.

The action grammar
------------------
``paso``
    pass (in the auction; in the Tresillo's *defensa*, decline to defend).
``entrada``, ``vuelta``, ``solo``
    the bids (*lances*), lowest first; the Hombre has no ``vuelta``.
``entrada-oros``, ``vuelta-oros``, ``solo-oros``
    Tresillo with palo de favor (variant ``palo-de-favor``): the lances a oros, each above its plain lance.
``contrabola``
    Tresillo, variant ``contrabola``: when all have passed, undertake to win no trick.
``triunfo:O``
    the winner of the auction names trumps (``O``, ``C``, ``E``, ``B``); not in a vuelta, where the top card of the
    talon is turned and gives them.
``descarta:7O``
    discard one card (one action per card: discards go card by card, face down).
``roba``
    end the exchange: draw as many cards as discarded (``roba:3`` is also understood, and refused when the number
    is not the right one). ``roba`` with no discard keeps the hand as it is.
``van``, ``vuelven``
    Tresillo: the contrista on the Jugador's right sends the other first to the talon (``van``); the other may send
    him back (``vuelven``).
``7O``
    play a card (a card code).
``bola``
    the Jugador, having won the first five tricks, undertakes to win them all.
``rendirse``
    Tresillo: the Jugador gives up an entrada or a vuelta before the fourth trick (``me rindo`` is understood too).
``defiendo``
    Tresillo: a contrista takes over a surrendered entrada.
``entrada-favor``, ``mediator``, ``mediator-favor``, ``mediator-bola``, ``solo-bola-favor``…
    Mediator (and Quadrillo, Quintillo): the bids of the ladder, lowest first: the game (``entrada``, ``mediator``,
    ``solo``), ``-bola`` for a bola asked from the start, ``-favor`` for the favorito (``entro`` is understood);
    in the Tresillo of 1807, ``-refavor`` for the oros, the fulminante (``mediator-refavor``, ``solo-bola-refavor``).
``chillo``
    Mediator family: when all have passed, the holder of the espadilla enters forced.
``llama:12O``
    Mediator family: after naming trumps, the Hombre calls the king (or, holding the four, the caballo) that helps
    him: in an entrada its holder is his partner; in a Mediator its holder hands it over face up, and the Hombre
    returns a card face down with ``descarta:4C``.
``tiendo``
    Mediator family: having made the first six tricks (five in the Quintillo), the leader of the next one takes the
    game without going to bola; playing the card instead is going to bola (``bola`` may also be said).
``rendirse``, ``acepto``, ``juega``
    Mediator family: the Hombre gives the game up as codillo; each opponent accepts, or makes him play it out.
``juego``, ``mando``, ``devuelvo``
    Zanga: ``juego`` makes the speaker the *nombrado*, who names trumps when all have spoken (said after someone
    has, it lets the hand go on, like ``paso``); an opponent sends him solo with ``mando``, and he goes (``solo``)
    or sends it back (``devuelvo``): then the sender goes solo.
``zanga``, ``tomo``, ``dejo``
    Zanga: the pie, bound to play after three passes, looks at the zanga paying a vale and the fianza, then plays
    with its eight cards (``tomo``) or with his own (``dejo``).
``cinco``, ``todas``
    Zanga: the winner of the second trick asks for the first five tricks, before leading the third; the winner of
    the fifth goes on for all eight.
``licenca``, ``preferencia``, ``so``, ``so-copas``, ``respeito``
    Voltarete, first passagem: licença, licença in copas, só, só in copas and Voltarete de respeito, lowest first.
``segundo``, ``casca``
    Voltarete, second passagem (after three passes): Voltarete segundo turns the top card for trumps; the casca
    discards nine (or eight, keeping one), buys as many, then names trumps or puts the bolo back (``repongo``).
``manda``, ``geral``, ``resposta``, ``doy``, ``niego``
    Voltarete: when all have bought (phase ``mandar``), the feito orders play, declares geral or asks for resposta,
    which each opponent gives or refuses (phase ``resposta``), the one on his right first.
``planto``
    Voltarete: the feito who made the first five tricks stops; playing the next card is playing for geral.
``envido``, ``real-envido``, ``falta-envido``, ``igualar-envido``, ``envido:3``, ``tantos:10``
    Truco (:mod:`games.truco.hand`, a whole match seen through a ``TrucoView``): the envidos, a
    numbered one («tres envido») and «diez tantos al envido»; ``canto:27`` sings the points, ``son-buenas`` does not.
``flor``, ``contraflor``, ``contraflor-al-resto``, ``con-flor-me-achico``
    Truco: the flor and the flores of both sides.
``truco``, ``retruco``, ``vale-cuatro``, ``quiero``, ``paso``, ``baraja``
    Truco: the truco and its revidos; QUIERO and PASO close every invitation («no quiero» is refused, ABC g);
    ``baraja`` goes to baraja. ``falta-envido+truco`` invites both at once, answered ``quiero``, ``paso``,
    ``paso-envido+quiero-truco`` or ``paso-truco+quiero-envido`` (ABC j). ``descarta:6O``: the gallo's discard;
    ``a-ley-de-juego``, ``falta-envido+truco`` or ``da`` before the deal (variant ``a-ley-de-juego``).

An example hand
---------------
Tresillo, seed 22, played by the *experto* bots. The mano (seat 0) enters, the others pass; he names bastos and
changes five cards; the contrista on his right goes first to the talon without saying «van» and changes five, the
*mano pobre* the last three; then the twenty-seven cards of the play, the mano leading. The Jugador makes six
tricks: a *llevada*, and with the plate empty each contrista pays him five tantos (l. 2394).

>>> import games
>>> hand = games.Hand.from_notation(
...     "tresillo seed=22 players=3 | entrada paso paso triunfo:B descarta:7O descarta:7C descarta:6E descarta:1O "
...     "descarta:11C roba descarta:4E descarta:5E descarta:4O descarta:4C descarta:3C roba descarta:2E descarta:5O "
...     "descarta:7E roba 6B 11B 3B 12E 10E 7B 10B 5B 1B 12O 12B 6O 1E 3E 4B 12C 2C 6C 5C 3O 10C 11O 2B 10O 1C 11E 2O"
... )
>>> result = hand.result()
>>> result.kind, result.tricks, result.payments
('llevada', (6, 1, 2), (10, -5, -5))
>>> print(result.explanation)
Llevada: el asiento 1, el Jugador, hizo más bazas que cada contrista (6-1-2).
>>> print(result.table[0])
El asiento 2 paga 5 tantos al asiento 1 por la llevada con el plato vacío (l. 2394).

Step by step:

>>> hand = games.new_hand("tresillo", seed=7)
>>> hand.notation
'tresillo seed=7 players=3 |'
>>> hand = hand.apply("entrada").apply("paso").apply("paso").apply("triunfo:O")
>>> hand.phase, hand.to_move
('descarte', 0)
>>> games.Hand.from_notation(hand.notation) == hand
True
>>> sorted(slug for slug, game in games.GAMES.items() if game.family == "ombre")  # doctest: +NORMALIZE_WHITESPACE
['dosillo', 'hombre', 'mediator', 'quadrillo', 'quintillo', 'seisillo', 'tresillo', 'tresillo-1807',
 'tresillo-1807-36', 'tresillo-1807-tres-palos', 'voltarete', 'zanga']
"""
