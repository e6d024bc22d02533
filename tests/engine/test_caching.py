from holomino_desktop.engine.caching import trim_oldest


def test_trim_oldest_drops_only_the_oldest_batch_once_the_limit_is_reached() -> None:
    cache = {n: [n] for n in range(10)}
    trim_oldest(cache, limit=11, batch=3)
    assert len(cache) == 10  # under the limit: untouched
    trim_oldest(cache, limit=10, batch=3)
    assert list(cache) == list(range(3, 10))  # the three oldest went, the newest stay
