"""The banking games: Siete y medio against the bank (catalogue, «Juegos de casino», l. 1021–1023)."""
