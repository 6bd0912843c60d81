"""Tiny's window: the least a game provides to be played in the window
(docs/adding-a-game.md, game/client/common/protocols.py), kept in the tests
so every shared test — menus, attract, replays, undo, the recorder,
tutorials, the bench, the contract — runs with a third game the program has
never heard of. tests/conftest.py registers it for the whole suite.

``config`` the setup; ``model`` the picture and the choreography (pure);
``table`` the flow, renderer and table scene; ``scenes`` setup, results and
demo; ``hint`` the hint module; ``session`` the session module;
``tutorial`` the lesson scene and position expander; ``i18n/`` its texts;
``tutorial.json`` its lessons."""
