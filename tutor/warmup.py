"""What an app server's worker does once, before its first request (``gunicorn.conf.py``): import every view and
compile every template of the site's own folders, so that the first visitors after a start do not wait for them.

Cold, a worker answered its first plays in 100–425 ms against 10–15 ms warm (issue #17's load run): the engine's
modules, the URLconf and each template were loaded by whichever request needed them first. Nothing here touches
the database.
"""

from __future__ import annotations

from pathlib import Path

from django.template import engines
from django.urls import reverse


def warm_up() -> list[str]:
    """Load the URLconf (and with it every view and the games' engine) and compile each template found in the
    template engines' own folders (``DIRS``, not the apps'); the names of the templates compiled."""
    reverse("pages:health")  # builds the URLconf's tables, importing every view on the way
    compiled = []
    for engine in engines.all():
        for folder in map(Path, engine.dirs):
            for path in sorted(folder.rglob("*.html")):
                name = path.relative_to(folder).as_posix()
                engine.get_template(name)
                compiled.append(name)
    return compiled
