"""The catalogue's passages the Mus cites (``juegos-baraja-espanola``, l. 1291–1492)."""

from __future__ import annotations

from games.core.citations import cite

CATALOGUE = "juegos-baraja-espanola"

PARTIDA = cite(CATALOGUE, "MUS: dos parejas, 40 cartas; partida, vacas, juegos y piedras", 1291)
REYES = cite(CATALOGUE, "MUS, variantes: ocho reyes o cuatro reyes (musín)", 1293)
MUS = cite(CATALOGUE, "MUS, A) Mus o no hay mus", 1295)
LANCES = cite(CATALOGUE, "MUS, B) Lances: «grande, chica, pares y juego o punto»", 1297)
GRANDE = cite(CATALOGUE, "MUS, B1) Grande o mayor", 1299)
CHICA = cite(CATALOGUE, "MUS, B2) Chica, pequeña o menor", 1301)
PARES = cite(CATALOGUE, "MUS, B3) Pares", 1303)
PARES_EXTRA = cite(CATALOGUE, "MUS, B3) Puntaje extra por pares", 1304)
JUEGO = cite(CATALOGUE, "MUS, B4) Juego sí o juego", 1306)
JUEGO_EXTRA = cite(CATALOGUE, "MUS, B4) Puntaje extra del juego", 1307)
PUNTO = cite(CATALOGUE, "MUS, B5) Juego no o punto", 1309)
EMPATE = cite(CATALOGUE, "MUS, B) Se muestran las cartas; el empate es del mano", 1311)
ENVITES = cite(CATALOGUE, "MUS, C) Envites", 1313)
ORDAGO = cite(CATALOGUE, "MUS, C) El órdago", 1314)
ANOTACION = cite(CATALOGUE, "MUS, D) Anotación", 1316)
PIEDRAS = cite(CATALOGUE, "MUS, D) Piedras y amarracos; «dentro»", 1317)
ORDEN = cite(CATALOGUE, "MUS, D) El tanteo en el orden de los lances", 1318)
DEJE = cite(CATALOGUE, "MUS, variante: mus con deje", 1321)
CORRIDO = cite(CATALOGUE, "MUS, E) Mus corrido", 1325)
QUIERO = cite(CATALOGUE, "MUS, vocabulario: «quiero», «por mí quiero»", 1432)
NO_QUIERO = cite(CATALOGUE, "MUS, vocabulario: «no quiero»", 1419)
SENAS = cite(CATALOGUE, "MUS, G) Señas para hacerse entre compañeros", 1455, 1483)
ENTRE_DOS = cite(CATALOGUE, "MUS ENTRE DOS", 1490)
ENTRE_SEIS = cite(CATALOGUE, "MUS ENTRE SEIS", 1492)
