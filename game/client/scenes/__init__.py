"""Framework scenes: main menu (title), settings, pause, text (rules), dialogs, error."""
