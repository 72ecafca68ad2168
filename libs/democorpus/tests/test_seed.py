from quantward_democorpus.seed import DemoCorpus


def test_the_corpus_fingerprint_is_stable_and_cheap() -> None:
    first = DemoCorpus().fingerprint()
    assert len(first) == 64
    assert DemoCorpus().fingerprint() == first
