import pytest

from lwhash import protocol, ref
from lwhash.protocol import StreamError


def test_header_and_payload_w16():
    words = protocol.encode("sha256", b"abc", 24, width=16)
    # seg_len_ap = 16 words of 32 bits, last flag set: 0x00000021; msg_len_bp = 24
    assert words[:4] == [0x0000, 0x0021, 0x0000, 0x0018]
    assert words[4:6] == [0x6162, 0x6380]
    assert len(words) == 4 + 512 // 16


@pytest.mark.parametrize("width", protocol.WIDTHS)
def test_widths_carry_the_same_bits(width):
    data = bytes(range(70))
    words = protocol.encode("sha256", data, 555, width=width)
    hdr = 1 if width == 64 else 64 // width
    payload = b"".join(w.to_bytes(width // 8, "big") for w in words[hdr:])
    assert payload == ref.get("sha256").pad(data, 555)
    if width == 64:
        assert words[0] == ((32 << 1 | 1) << 32) | 555


def test_segments():
    data = bytes(200)
    segs = protocol.segment("sha256", data, 1600, segments=3)
    # 1600 bits pad to 4 blocks; 3 segments take 2, 1 and 1 blocks
    assert [s.len_ap_words for s in segs] == [32, 16, 16]
    assert [s.last for s in segs] == [False, False, True]
    assert segs[-1].len_bp_bits == 1600 - 3 * 512
    words = protocol.encode("sha256", data, 1600, width=32, segments=[1, 1, 2])
    assert words[0] == 16 << 1            # first segment: 16 words, flag clear, no bp field
    assert words[17] == 16 << 1
    assert words[34] == (32 << 1) | 1 and words[35] == 1600 - 1024


@pytest.mark.parametrize(
    "kwargs, text",
    [
        (dict(algo="sha256", data=b"\x00", bitlen=9), "longer than the data"),
        (dict(algo="nope", data=b"", bitlen=0), "unknown algorithm"),
        (dict(algo="sha256", data=b"", bitlen=0, width=12), "not supported"),
        (dict(algo="sha256", data=b"", bitlen=0, segments=2), "segments of whole blocks"),
        (dict(algo="sha256", data=bytes(64), bitlen=500, segments=[1, 1]), "message bits only"),
        (dict(algo="sha256", data=bytes(64), bitlen=512, segments=[1, 2]), "add up to"),
        (dict(algo="sha256", data=b"", bitlen=-1), "negative"),
    ],
)
def test_bad_input_is_refused_with_a_clear_message(kwargs, text):
    with pytest.raises((StreamError, ref.MessageError), match=text):
        protocol.encode(**kwargs)


def test_too_long_message():
    class Huge(bytes):
        def __len__(self):
            return 2**29 + 1
    with pytest.raises(StreamError, match="2\\^32"):
        protocol.segment("sha256", Huge(), 2**32)


def test_digest_roundtrip():
    d = bytes(range(32))
    for w in protocol.WIDTHS:
        words = protocol.bytes_to_words(d, w)
        assert protocol.decode_digest(words, w, 256) == d
    with pytest.raises(StreamError):
        protocol.decode_digest([1, 2], 16, 256)


@pytest.mark.parametrize("width", [8, 16, 32, 64])
def test_byte_stream_equals_word_stream(width):
    from lwhash import protocol as pr

    for bits in (0, 5, 512, 1000, 3000):
        data = bytes(range(256)) * 2
        segs = pr.segment("sha256", data, bits, 2 if bits >= 3000 else 1)
        words = pr.encode_segments(segs, width)
        raw = pr.encode_segments_bytes(segs, width)
        assert raw == b"".join(w.to_bytes(width // 8, "big") for w in words)


@pytest.mark.parametrize("name", ["sha256", "keccak256", "blake256", "groestl256", "fugue256", "skein512_256",
                                  "cubehash256", "jh256", "echo256"])
def test_stream_in_pieces_equals_the_whole_encoding(name):
    """protocol.stream reads the message in pieces (the model pads only its last block,
    pad_tail) and gives the same bytes as encoding the whole message at once."""
    import io
    import random

    from lwhash import ref

    a = ref.get(name)
    rng = random.Random(name)
    for bits in [0, 1, 7, 8, a.block_bits - 1, a.block_bits, a.block_bits + 1, 3 * a.block_bits + 5,
                 rng.randrange(40 * a.block_bits)]:
        data = rng.randbytes((bits + 7) // 8 + 3)
        nblocks = len(a.pad(data, bits)) // a.block_bytes
        for width in (w for w in (8, 16, 32, 64) if a.block_bits % w == 0):
            for seg in sorted({1, min(3, nblocks)}):
                try:
                    whole = protocol.encode_segments_bytes(protocol.segment(a, data, bits, seg), width)
                except protocol.StreamError:          # a cut that leaves padding in a middle segment
                    with pytest.raises(protocol.StreamError):
                        list(protocol.stream(a, io.BytesIO(data), bits, width, seg))
                    continue
                pieces = list(protocol.stream(a, io.BytesIO(data), bits, width, seg, chunk_bytes=37))
                assert b"".join(pieces) == whole, (bits, width, seg)
    with pytest.raises(protocol.StreamError, match="ended"):
        list(protocol.stream(a, io.BytesIO(b"ab"), 24, 16))
