"""The error panel shown (over the main menu) when a scene raised.

Never a traceback: one clear sentence, the error's type and message, and
where the log file with the details is."""
from __future__ import annotations

from game.client.dialog import MessageScene


class ErrorScene(MessageScene):
    def __init__(self, app, where: str, exc: BaseException, log_file: str):
        detail = f"{type(exc).__name__}: {exc}"
        if len(detail) > 160:
            detail = detail[:157] + "..."
        body = app.text.tr("error.body", where=where, detail=detail, log=log_file)
        super().__init__(app, "error.title", body=body)
        self.rect.height = 440
        self.rect.center = (app.SIZE[0] // 2, app.SIZE[1] // 2)
        self.menu.widgets[0].rect.midbottom = (self.rect.centerx, self.rect.bottom - 28)

    def on_enter(self) -> None:
        self.app.audio.play("error")
