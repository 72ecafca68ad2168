def test_the_corpus_fingerprint_is_stable_and_cheap() -> None:
    from quantward_search_service.app import corpus_fingerprint

    first = corpus_fingerprint()
    assert len(first) == 64
    assert corpus_fingerprint() == first
