"""Animation toolkit: eased tweens and a timeline advanced by fixed ticks.

    from game.client.anim import Timeline, Tween, ease
    tl = Timeline(speed=lambda: app.settings.speed_factor)
    a = tl.add(Tween.attr(card, "pos", (400, 300), 0.25, ease.out_cubic))
    tl.add(Tween.attr(card, "scale", 1.2, 0.25), parallel=True)   # with a
    tl.call(lambda: app.audio.play("deal"))                         # after both
    ...
    tl.update(dt)        # once per fixed tick, from Scene.update
    tl.busy              # True while anything is queued or running

See docs/client.md for the full contract."""
from game.client.anim import ease
from game.client.anim.timeline import Handle, Timeline
from game.client.anim.tween import Call, Tween, Wait, lerp

__all__ = ["ease", "Tween", "Call", "Wait", "Timeline", "Handle", "lerp"]
