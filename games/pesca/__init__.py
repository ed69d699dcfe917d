"""The games of fishing (*pesca*): the Escoba del 15, whose cards are captured by making 15 with the table."""
