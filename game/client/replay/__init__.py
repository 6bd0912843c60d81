"""The replay viewer and the replay list (docs/saves-and-replays.md); what
the table keeps — autosave, Continue, Undo, the states of a record — is in
game.client.records, below every screen."""
