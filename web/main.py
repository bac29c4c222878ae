"""PyScript entry point: start the Franchise page (everything else lives in app.zip).

Any failure while importing or starting is shown in the page (boot.js's franchiseFatal), never
left as a blank screen, and re-raised so it also reaches the console.
"""

from pyscript import window

try:
    from web.app import start

    start()
except BaseException as error:
    window.franchiseFatal(f"{type(error).__name__}: {error}")
    raise
