"""Hamsi (Hamsi-224/256/384/512), round-2 submission package, bit-exact for any bit length.

Hamsi-224/256 ("small") take 32-bit message blocks, keep a 256-bit chaining value
``h[0..7]`` and run a 16-word state through 3 rounds (``P``) per block; Hamsi-384/512
("big") take 64-bit blocks, keep ``h[0..15]`` and run a 32-word state through 6
rounds. The last block is run through ``Pf`` instead (6 resp. 12 rounds, other
round constants). Words are 32-bit; message blocks, length and digest are big-endian.

Hamsi-224 initial value
-----------------------
The Hamsi-224 IV is the round-2 *package* IV ``3c967a67 3cbc6c20 b4c343c3
a73cbc6b 2c204b61 74686f6c 69656b65 20556e69``. The IV words spell a text in
bytes (the designer's name and affiliation, "Özgül Küçük, Katholieke Uni...");
in the round-2 package the bytes of the accented letters are not the UTF-8
bytes (``3c`` where UTF-8 has ``c3``, ``b4c343c3`` for ``4bc3bcc3``). sphlib
uses the UTF-8 bytes (``c3967a67 c3bc6c20 4bc3bcc3 a7c3bc6b ...``, kept here as
:data:`IV224_SPHLIB`) and calls the package value wrong, so sphlib's Hamsi-224
differs from the official KAT at every entry. The shared KAT file
(shared/kat/hamsi256/ShortMsgKAT_224.txt; see shared/kat/SOURCES.md) holds the
designers' round-2 package values, which sphlib 3.0 reproduces once its IV224
is swapped for the package value. This model follows the KAT file and uses the
package IV (:data:`IV224`). A core built for the official KAT needs the package
IV; a core meant to agree with sphlib needs :data:`IV224_SPHLIB`. Hamsi-256/384/512
have no such difference.

Padding (what :meth:`Hamsi.pad` returns, i.e. exactly what a core receives)
---------------------------------------------------------------------------
* the message bits (MSB-first in each byte, NIST order), one ``1`` bit (a
  ``0x80`` byte for a byte-aligned message, else the next bit of the last byte);
* ``0`` bits up to a multiple of 32 bits (Hamsi-224/256) or 64 bits (384/512);
* the message bit length as a 64-bit big-endian integer: two 32-bit blocks for
  Hamsi-224/256, one 64-bit block for Hamsi-384/512.

What the core still does
------------------------
* ``h = IV``; for every block but the last: expand (:func:`expand`), build the
  state from the expanded message and ``h`` (:func:`concat`), 3 (6) rounds with
  ``ALPHA_N`` (:func:`permute`), then truncate and feed forward (:func:`truncate`).
* The last block of the padded message (the block that holds the low 32 bits,
  resp. all 64 bits, of the length) goes through ``Pf``: 6 (12) rounds with
  ``ALPHA_F``. The core finds it from the stream end; the bit length itself is
  only needed in the padded blocks.
* The digest is ``h`` big-endian: ``h[0..6]`` (224), ``h[0..7]`` (256),
  ``h[0,1,3,4,5,6,8,9,10,12,13,15]`` (384), ``h[0..15]`` (512).

Inner pieces: :func:`expand`, :func:`concat`, :func:`sbox`, :func:`lin`,
:func:`round_` (:func:`round_small`, :func:`round_big`), :func:`permute`, :func:`truncate`, :func:`compress`.
"""

from __future__ import annotations

import struct

from .base import HashAlgorithm, KatRef, MessageError, message_bits, tail_bits

M32 = 0xFFFFFFFF

# --- constants of the specification --------------------------------------------------

#: round constants of P
ALPHA_N = (
    0xFF00F0F0, 0xCCCCAAAA, 0xF0F0CCCC, 0xFF00AAAA, 0xCCCCAAAA, 0xF0F0FF00, 0xAAAACCCC, 0xF0F0FF00,
    0xF0F0CCCC, 0xAAAAFF00, 0xCCCCFF00, 0xAAAAF0F0, 0xAAAAF0F0, 0xFF00CCCC, 0xCCCCF0F0, 0xFF00AAAA,
    0xCCCCAAAA, 0xFF00F0F0, 0xFF00AAAA, 0xF0F0CCCC, 0xF0F0FF00, 0xCCCCAAAA, 0xF0F0FF00, 0xAAAACCCC,
    0xAAAAFF00, 0xF0F0CCCC, 0xAAAAF0F0, 0xCCCCFF00, 0xFF00CCCC, 0xAAAAF0F0, 0xFF00AAAA, 0xCCCCF0F0,
)

#: round constants of Pf
ALPHA_F = (
    0xCAF9639C, 0x0FF0F9C0, 0x639C0FF0, 0xCAF9F9C0, 0x0FF0F9C0, 0x639CCAF9, 0xF9C00FF0, 0x639CCAF9,
    0x639C0FF0, 0xF9C0CAF9, 0x0FF0CAF9, 0xF9C0639C, 0xF9C0639C, 0xCAF90FF0, 0x0FF0639C, 0xCAF9F9C0,
    0x0FF0F9C0, 0xCAF9639C, 0xCAF9F9C0, 0x639C0FF0, 0x639CCAF9, 0x0FF0F9C0, 0x639CCAF9, 0xF9C00FF0,
    0xF9C0CAF9, 0x639C0FF0, 0xF9C0639C, 0x0FF0CAF9, 0xCAF90FF0, 0xF9C0639C, 0xCAF9F9C0, 0x0FF0639C,
)

#: message expansion of Hamsi-224/256: row j is the image (m0..m7) of message bit j,
#: j = 0 the most significant bit of the 32-bit block
GEN256 = (
    (0x045F0000, 0x9C4A93C9, 0x62FC79D0, 0x731EBDC2, 0xE0278000, 0x19DCE008, 0xD7075D82, 0x5AD2E31D),
    (0xE4788000, 0x859673C1, 0xB5FB2452, 0x29CC5EDF, 0x045F0000, 0x9C4A93C9, 0x62FC79D0, 0x731EBDC2),
    (0xE6570000, 0x4BB33A25, 0x848598BA, 0x1041003E, 0xF44C4000, 0x10A4E3CD, 0x097F5711, 0xDE77CC4C),
    (0x121B4000, 0x5B17D9E8, 0x8DFACFAB, 0xCE36CC72, 0xE6570000, 0x4BB33A25, 0x848598BA, 0x1041003E),
    (0x97530000, 0x204F6ED3, 0x77B9E80F, 0xA1EC5EC1, 0x7E792000, 0x9418E22F, 0x6643D258, 0x9C255BE5),
    (0xE92A2000, 0xB4578CFC, 0x11FA3A57, 0x3DC90524, 0x97530000, 0x204F6ED3, 0x77B9E80F, 0xA1EC5EC1),
    (0xCBA90000, 0x90273769, 0xBBDCF407, 0xD0F4AF61, 0xBF3C1000, 0xCA0C7117, 0x3321E92C, 0xCE122DF3),
    (0x74951000, 0x5A2B467E, 0x88FD1D2B, 0x1EE68292, 0xCBA90000, 0x90273769, 0xBBDCF407, 0xD0F4AF61),
    (0xE18B0000, 0x5459887D, 0xBF1283D3, 0x1B666A73, 0x3FB90800, 0x7CDAD883, 0xCE97A914, 0xBDD9F5E5),
    (0xDE320800, 0x288350FE, 0x71852AC7, 0xA6BF9F96, 0xE18B0000, 0x5459887D, 0xBF1283D3, 0x1B666A73),
    (0x14BD0000, 0x2FBA37FF, 0x6A72E5BB, 0x247FEBE6, 0x9B830400, 0x2227FF88, 0x05B7AD5A, 0xADF2C730),
    (0x8F3E0400, 0x0D9DC877, 0x6FC548E1, 0x898D2CD6, 0x14BD0000, 0x2FBA37FF, 0x6A72E5BB, 0x247FEBE6),
    (0xEE260000, 0x124B683E, 0x80C2D68F, 0x3BF3AB2C, 0x499E0200, 0x0D59EC0D, 0xE0272F7D, 0xA5E7DE5A),
    (0xA7B80200, 0x1F128433, 0x60E5F9F2, 0x9E147576, 0xEE260000, 0x124B683E, 0x80C2D68F, 0x3BF3AB2C),
    (0x734C0000, 0x956FA7D6, 0xA29D1297, 0x6EE56854, 0xC4E80100, 0x1F70960E, 0x2714CA3C, 0x88210C30),
    (0xB7A40100, 0x8A1F31D8, 0x8589D8AB, 0xE6C46464, 0x734C0000, 0x956FA7D6, 0xA29D1297, 0x6EE56854),
    (0x39A60000, 0x4AB753EB, 0xD14E094B, 0xB772B42B, 0x62740080, 0x0FB84B07, 0x138A651E, 0x44100618),
    (0x5BD20080, 0x450F18EC, 0xC2C46C55, 0xF362B233, 0x39A60000, 0x4AB753EB, 0xD14E094B, 0xB772B42B),
    (0x78AB0000, 0xA0CD5A34, 0x5D5CA0F7, 0x727784CB, 0x35650040, 0x9B96B64A, 0x6B39CB5F, 0x5114BECE),
    (0x4DCE0040, 0x3B5BEC7E, 0x36656BA8, 0x23633A05, 0x78AB0000, 0xA0CD5A34, 0x5D5CA0F7, 0x727784CB),
    (0x5C720000, 0xC9BACD12, 0x79A90DF9, 0x63E92178, 0xFECA0020, 0x485D28E4, 0x806741FD, 0x814681B8),
    (0xA2B80020, 0x81E7E5F6, 0xF9CE4C04, 0xE2AFA0C0, 0x5C720000, 0xC9BACD12, 0x79A90DF9, 0x63E92178),
    (0x2E390000, 0x64DD6689, 0x3CD406FC, 0xB1F490BC, 0x7F650010, 0x242E1472, 0xC03320FE, 0xC0A3C0DD),
    (0x515C0010, 0x40F372FB, 0xFCE72602, 0x71575061, 0x2E390000, 0x64DD6689, 0x3CD406FC, 0xB1F490BC),
    (0x171C0000, 0xB26E3344, 0x9E6A837E, 0x58F8485F, 0xBFB20008, 0x92170A39, 0x6019107F, 0xE051606E),
    (0xA8AE0008, 0x2079397D, 0xFE739301, 0xB8A92831, 0x171C0000, 0xB26E3344, 0x9E6A837E, 0x58F8485F),
    (0x6BA90000, 0x40EBF9AA, 0x98321C3D, 0x76ACC733, 0xBBA10004, 0xCC9D76DD, 0x05F7AC6D, 0xD9E6EEE9),
    (0xD0080004, 0x8C768F77, 0x9DC5B050, 0xAF4A29DA, 0x6BA90000, 0x40EBF9AA, 0x98321C3D, 0x76ACC733),
    (0x51AC0000, 0x25E30F14, 0x79E22A4C, 0x1298BD46, 0xD98F0002, 0x7A04A8A7, 0xE007AFE6, 0x9FED4AB7),
    (0x88230002, 0x5FE7A7B3, 0x99E585AA, 0x8D75F7F1, 0x51AC0000, 0x25E30F14, 0x79E22A4C, 0x1298BD46),
    (0xC8F10000, 0x0B2DE782, 0x6BF648A4, 0x539CBDBF, 0x08BF0001, 0x38942792, 0xC5F8F3A1, 0xE6387B84),
    (0xC04E0001, 0x33B9C010, 0xAE0EBB05, 0xB5A4C63B, 0xC8F10000, 0x0B2DE782, 0x6BF648A4, 0x539CBDBF),
)

#: message expansion of Hamsi-384/512: row j is the image (m0..m15) of message bit j
GEN512 = (
    (0x466D0C00, 0x08620000, 0xDD5D0000, 0xBADD0000, 0x6A927942, 0x441F2B93, 0x218ACE6F, 0xBF2C0BE2,
     0x6F299000, 0x6C850000, 0x2F160000, 0x782E0000, 0x644C37CD, 0x12DD1CD6, 0xD26A8C36, 0x32219526),
    (0x29449C00, 0x64E70000, 0xF24B0000, 0xC2F30000, 0x0EDE4E8F, 0x56C23745, 0xF3E04259, 0x8D0D9EC4,
     0x466D0C00, 0x08620000, 0xDD5D0000, 0xBADD0000, 0x6A927942, 0x441F2B93, 0x218ACE6F, 0xBF2C0BE2),
    (0x9CBB1800, 0xB0D30000, 0x92510000, 0xED930000, 0x593A4345, 0xE114D5F4, 0x430633DA, 0x78CACE29,
     0xC8934400, 0x5A3E0000, 0x57870000, 0x4C560000, 0xEA982435, 0x75B11115, 0x28B67247, 0x2DD1F9AB),
    (0x54285C00, 0xEAED0000, 0xC5D60000, 0xA1C50000, 0xB3A26770, 0x94A5C4E1, 0x6BB0419D, 0x551B3782,
     0x9CBB1800, 0xB0D30000, 0x92510000, 0xED930000, 0x593A4345, 0xE114D5F4, 0x430633DA, 0x78CACE29),
    (0x23671400, 0xC8B90000, 0xF4C70000, 0xFB750000, 0x73CD2465, 0xF8A6A549, 0x02C40A3F, 0xDC24E61F,
     0x373D2800, 0x71500000, 0x95E00000, 0x0A140000, 0xBDAC1909, 0x48EF9831, 0x456D6D1F, 0x3DAAC2DA),
    (0x145A3C00, 0xB9E90000, 0x61270000, 0xF1610000, 0xCE613D6C, 0xB0493D78, 0x47A96720, 0xE18E24C5,
     0x23671400, 0xC8B90000, 0xF4C70000, 0xFB750000, 0x73CD2465, 0xF8A6A549, 0x02C40A3F, 0xDC24E61F),
    (0xC96B0030, 0xE7250000, 0x2F840000, 0x264F0000, 0x08695BF9, 0x6DFCF137, 0x509F6984, 0x9E69AF68,
     0x26600240, 0xDDD80000, 0x722A0000, 0x4F060000, 0x936667FF, 0x29F944CE, 0x368B63D5, 0x0C26F262),
    (0xEF0B0270, 0x3AFD0000, 0x5DAE0000, 0x69490000, 0x9B0F3C06, 0x4405B5F9, 0x66140A51, 0x924F5D0A,
     0xC96B0030, 0xE7250000, 0x2F840000, 0x264F0000, 0x08695BF9, 0x6DFCF137, 0x509F6984, 0x9E69AF68),
    (0xB4370060, 0x0C4C0000, 0x56C20000, 0x5CAE0000, 0x94541F3F, 0x3B3EF825, 0x1B365F3D, 0xF3D45758,
     0x5CB00110, 0x913E0000, 0x44190000, 0x888C0000, 0x66DC7418, 0x921F1D66, 0x55CEEA25, 0x925C44E9),
    (0xE8870170, 0x9D720000, 0x12DB0000, 0xD4220000, 0xF2886B27, 0xA921E543, 0x4EF8B518, 0x618813B1,
     0xB4370060, 0x0C4C0000, 0x56C20000, 0x5CAE0000, 0x94541F3F, 0x3B3EF825, 0x1B365F3D, 0xF3D45758),
    (0xF46C0050, 0x96180000, 0x14A50000, 0x031F0000, 0x42947EB8, 0x66BF7E19, 0x9CA470D2, 0x8A341574,
     0x832800A0, 0x67420000, 0xE1170000, 0x370B0000, 0xCBA30034, 0x3C34923C, 0x9767BDCC, 0x450360BF),
    (0x774400F0, 0xF15A0000, 0xF5B20000, 0x34140000, 0x89377E8C, 0x5A8BEC25, 0x0BC3CD1E, 0xCF3775CB,
     0xF46C0050, 0x96180000, 0x14A50000, 0x031F0000, 0x42947EB8, 0x66BF7E19, 0x9CA470D2, 0x8A341574),
    (0xD46A0000, 0x8DC8C000, 0xA5AF0000, 0x4A290000, 0xFC4E427A, 0xC9B4866C, 0x98369604, 0xF746C320,
     0x231F0009, 0x42F40000, 0x66790000, 0x4EBB0000, 0xFEDB5BD3, 0x315CB0D6, 0xE2B1674A, 0x69505B3A),
    (0xF7750009, 0xCF3CC000, 0xC3D60000, 0x04920000, 0x029519A9, 0xF8E836BA, 0x7A87F14E, 0x9E16981A,
     0xD46A0000, 0x8DC8C000, 0xA5AF0000, 0x4A290000, 0xFC4E427A, 0xC9B4866C, 0x98369604, 0xF746C320),
    (0xA67F0001, 0x71378000, 0x19FC0000, 0x96DB0000, 0x3A8B6DFD, 0xEBCAAEF3, 0x2C6D478F, 0xAC8E6C88,
     0x50FF0004, 0x45744000, 0x3DFB0000, 0x19E60000, 0x1BBC5606, 0xE1727B5D, 0xE1A8CC96, 0x7B1BD6B9),
    (0xF6800005, 0x3443C000, 0x24070000, 0x8F3D0000, 0x21373BFB, 0x0AB8D5AE, 0xCDC58B19, 0xD795BA31,
     0xA67F0001, 0x71378000, 0x19FC0000, 0x96DB0000, 0x3A8B6DFD, 0xEBCAAEF3, 0x2C6D478F, 0xAC8E6C88),
    (0xEECF0001, 0x6F564000, 0xF33E0000, 0xA79E0000, 0xBDB57219, 0xB711EBC5, 0x4A3B40BA, 0xFEABF254,
     0x9B060002, 0x61468000, 0x221E0000, 0x1D740000, 0x36715D27, 0x30495C92, 0xF11336A7, 0xFE1CDC7F),
    (0x75C90003, 0x0E10C000, 0xD1200000, 0xBAEA0000, 0x8BC42F3E, 0x8758B757, 0xBB28761D, 0x00B72E2B,
     0xEECF0001, 0x6F564000, 0xF33E0000, 0xA79E0000, 0xBDB57219, 0xB711EBC5, 0x4A3B40BA, 0xFEABF254),
    (0xD1660000, 0x1BBC0300, 0x9EEC0000, 0xF6940000, 0x03024527, 0xCF70FCF2, 0xB4431B17, 0x857F3C2B,
     0xA4C20000, 0xD9372400, 0x0A480000, 0x66610000, 0xF87A12C7, 0x86BEF75C, 0xA324DF94, 0x2BA05A55),
    (0x75A40000, 0xC28B2700, 0x94A40000, 0x90F50000, 0xFB7857E0, 0x49CE0BAE, 0x1767C483, 0xAEDF667E,
     0xD1660000, 0x1BBC0300, 0x9EEC0000, 0xF6940000, 0x03024527, 0xCF70FCF2, 0xB4431B17, 0x857F3C2B),
    (0xB83D0000, 0x16710600, 0x379A0000, 0xF5B10000, 0x228161AC, 0xAE48F145, 0x66241616, 0xC5C1EB3E,
     0xFD250000, 0xB3C41100, 0xCEF00000, 0xCEF90000, 0x3C4D7580, 0x8D5B6493, 0x7098B0A6, 0x1AF21FE1),
    (0x45180000, 0xA5B51700, 0xF96A0000, 0x3B480000, 0x1ECC142C, 0x231395D6, 0x16BCA6B0, 0xDF33F4DF,
     0xB83D0000, 0x16710600, 0x379A0000, 0xF5B10000, 0x228161AC, 0xAE48F145, 0x66241616, 0xC5C1EB3E),
    (0xFE220000, 0xA7580500, 0x25D10000, 0xF7600000, 0x893178DA, 0x1FD4F860, 0x4ED0A315, 0xA123FF9F,
     0xF2500000, 0xEEBD0A00, 0x67A80000, 0xAB8A0000, 0xBA9B48C0, 0x0A56DD74, 0xDB73E86E, 0x1568FF0F),
    (0x0C720000, 0x49E50F00, 0x42790000, 0x5CEA0000, 0x33AA301A, 0x15822514, 0x95A34B7B, 0xB44B0090,
     0xFE220000, 0xA7580500, 0x25D10000, 0xF7600000, 0x893178DA, 0x1FD4F860, 0x4ED0A315, 0xA123FF9F),
    (0xC6730000, 0xAF8D000C, 0xA4C10000, 0x218D0000, 0x23111587, 0x7913512F, 0x1D28AC88, 0x378DD173,
     0xAF220000, 0x7B6C0090, 0x67E20000, 0x8DA20000, 0xC7841E29, 0xB7B744F3, 0x9AC484F4, 0x8B6C72BD),
    (0x69510000, 0xD4E1009C, 0xC3230000, 0xAC2F0000, 0xE4950BAE, 0xCEA415DC, 0x87EC287C, 0xBCE1A3CE,
     0xC6730000, 0xAF8D000C, 0xA4C10000, 0x218D0000, 0x23111587, 0x7913512F, 0x1D28AC88, 0x378DD173),
    (0xBC8D0000, 0xFC3B0018, 0x19830000, 0xD10B0000, 0xAE1878C4, 0x42A69856, 0x0012DA37, 0x2C3B504E,
     0xE8DD0000, 0xFA4A0044, 0x3C2D0000, 0xBB150000, 0x80BD361B, 0x24E81D44, 0xBFA8C2F4, 0x524A0D59),
    (0x54500000, 0x0671005C, 0x25AE0000, 0x6A1E0000, 0x2EA54EDF, 0x664E8512, 0xBFBA18C3, 0x7E715D17,
     0xBC8D0000, 0xFC3B0018, 0x19830000, 0xD10B0000, 0xAE1878C4, 0x42A69856, 0x0012DA37, 0x2C3B504E),
    (0xE3430000, 0x3A4E0014, 0xF2C60000, 0xAA4E0000, 0xDB1E42A6, 0x256BBE15, 0x123DB156, 0x3A4E99D7,
     0xF75A0000, 0x19840028, 0xA2190000, 0xEEF80000, 0xC0722516, 0x19981260, 0x73DBA1E6, 0xE1844257),
    (0x14190000, 0x23CA003C, 0x50DF0000, 0x44B60000, 0x1B6C67B0, 0x3CF3AC75, 0x61E610B0, 0xDBCADB80,
     0xE3430000, 0x3A4E0014, 0xF2C60000, 0xAA4E0000, 0xDB1E42A6, 0x256BBE15, 0x123DB156, 0x3A4E99D7),
    (0x30B70000, 0xE5D00000, 0xF4F46000, 0x42C40000, 0x63B83D6A, 0x78BA9460, 0x21AFA1EA, 0xB0A51834,
     0xB6CE0000, 0xDAE90002, 0x156E8000, 0xDA920000, 0xF6DD5A64, 0x36325C8A, 0xF272E8AE, 0xA6B8C28D),
    (0x86790000, 0x3F390002, 0xE19AE000, 0x98560000, 0x9565670E, 0x4E88C8EA, 0xD3DD4944, 0x161DDAB9,
     0x30B70000, 0xE5D00000, 0xF4F46000, 0x42C40000, 0x63B83D6A, 0x78BA9460, 0x21AFA1EA, 0xB0A51834),
    (0xDB250000, 0x09290000, 0x49AAC000, 0x81E10000, 0xCAFE6B59, 0x42793431, 0x43566B76, 0xE86CBA2E,
     0x75E60000, 0x95660001, 0x307B2000, 0xADF40000, 0x8F321EEA, 0x24298307, 0xE8C49CF9, 0x4B7EEC55),
    (0xAEC30000, 0x9C4F0001, 0x79D1E000, 0x2C150000, 0x45CC75B3, 0x6650B736, 0xAB92F78F, 0xA312567B,
     0xDB250000, 0x09290000, 0x49AAC000, 0x81E10000, 0xCAFE6B59, 0x42793431, 0x43566B76, 0xE86CBA2E),
    (0x1E4E0000, 0xDECF0000, 0x6DF80180, 0x77240000, 0xEC47079E, 0xF4A0694E, 0xCDA31812, 0x98AA496E,
     0xB2060000, 0xC5690000, 0x28031200, 0x74670000, 0xB6C236F4, 0xEB1239F8, 0x33D1DFEC, 0x094E3198),
    (0xAC480000, 0x1BA60000, 0x45FB1380, 0x03430000, 0x5A85316A, 0x1FB250B6, 0xFE72C7FE, 0x91E478F6,
     0x1E4E0000, 0xDECF0000, 0x6DF80180, 0x77240000, 0xEC47079E, 0xF4A0694E, 0xCDA31812, 0x98AA496E),
    (0x02AF0000, 0xB7280000, 0xBA1C0300, 0x56980000, 0xBA8D45D3, 0x8048C667, 0xA95C149A, 0xF4F6EA7B,
     0x7A8C0000, 0xA5D40000, 0x13260880, 0xC63D0000, 0xCBB36DAA, 0xFEA14F43, 0x59D0B4F8, 0x979961D0),
    (0x78230000, 0x12FC0000, 0xA93A0B80, 0x90A50000, 0x713E2879, 0x7EE98924, 0xF08CA062, 0x636F8BAB,
     0x02AF0000, 0xB7280000, 0xBA1C0300, 0x56980000, 0xBA8D45D3, 0x8048C667, 0xA95C149A, 0xF4F6EA7B),
    (0x819E0000, 0xEC570000, 0x66320280, 0x95F30000, 0x5DA92802, 0x48F43CBC, 0xE65AA22D, 0x8E67B7FA,
     0x4D8A0000, 0x49340000, 0x3C8B0500, 0xAEA30000, 0x16793BFD, 0xCF6F08A4, 0x8F19EAEC, 0x443D3004),
    (0xCC140000, 0xA5630000, 0x5AB90780, 0x3B500000, 0x4BD013FF, 0x879B3418, 0x694348C1, 0xCA5A87FE,
     0x819E0000, 0xEC570000, 0x66320280, 0x95F30000, 0x5DA92802, 0x48F43CBC, 0xE65AA22D, 0x8E67B7FA),
    (0x538D0000, 0xA9FC0000, 0x9EF70006, 0x56FF0000, 0x0AE4004E, 0x92C5CDF9, 0xA9444018, 0x7F975691,
     0x01DD0000, 0x80A80000, 0xF4960048, 0xA6000000, 0x90D57EA2, 0xD7E68C37, 0x6612CFFD, 0x2C94459E),
    (0x52500000, 0x29540000, 0x6A61004E, 0xF0FF0000, 0x9A317EEC, 0x452341CE, 0xCF568FE5, 0x5303130F,
     0x538D0000, 0xA9FC0000, 0x9EF70006, 0x56FF0000, 0x0AE4004E, 0x92C5CDF9, 0xA9444018, 0x7F975691),
    (0x0BC20000, 0xDB630000, 0x7E88000C, 0x15860000, 0x91FD48F3, 0x7581BB43, 0xF460449E, 0xD8B61463,
     0x835A0000, 0xC4F70000, 0x01470022, 0xEEC80000, 0x60A54F69, 0x142F2A24, 0x5CF534F2, 0x3EA660F7),
    (0x88980000, 0x1F940000, 0x7FCF002E, 0xFB4E0000, 0xF158079A, 0x61AE9167, 0xA895706C, 0xE6107494,
     0x0BC20000, 0xDB630000, 0x7E88000C, 0x15860000, 0x91FD48F3, 0x7581BB43, 0xF460449E, 0xD8B61463),
    (0x07ED0000, 0xB2500000, 0x8774000A, 0x970D0000, 0x437223AE, 0x48C76EA4, 0xF4786222, 0x9075B1CE,
     0xA2D60000, 0xA6760000, 0xC9440014, 0xEBA30000, 0xCCEC2E7B, 0x3018C499, 0x03490AFA, 0x9B6EF888),
    (0xA53B0000, 0x14260000, 0x4E30001E, 0x7CAE0000, 0x8F9E0DD5, 0x78DFAA3D, 0xF73168D8, 0x0B1B4946,
     0x07ED0000, 0xB2500000, 0x8774000A, 0x970D0000, 0x437223AE, 0x48C76EA4, 0xF4786222, 0x9075B1CE),
    (0x1D5A0000, 0x2B720000, 0x488D0000, 0xAF611800, 0x25CB2EC5, 0xC879BFD0, 0x81A20429, 0x1E7536A6,
     0x45190000, 0xAB0C0000, 0x30BE0001, 0x690A2000, 0xC2FC7219, 0xB1D4800D, 0x2DD1FA46, 0x24314F17),
    (0x58430000, 0x807E0000, 0x78330001, 0xC66B3800, 0xE7375CDC, 0x79AD3FDD, 0xAC73FE6F, 0x3A4479B1,
     0x1D5A0000, 0x2B720000, 0x488D0000, 0xAF611800, 0x25CB2EC5, 0xC879BFD0, 0x81A20429, 0x1E7536A6),
    (0x92560000, 0x1EDA0000, 0xEA510000, 0xE8B13000, 0xA93556A5, 0xEBFB6199, 0xB15C2254, 0x33C5244F,
     0x8C3A0000, 0xDA980000, 0x607F0000, 0x54078800, 0x85714513, 0x6006B243, 0xDB50399C, 0x8A58E6A4),
    (0x1E6C0000, 0xC4420000, 0x8A2E0000, 0xBCB6B800, 0x2C4413B6, 0x8BFDD3DA, 0x6A0C1BC8, 0xB99DC2EB,
     0x92560000, 0x1EDA0000, 0xEA510000, 0xE8B13000, 0xA93556A5, 0xEBFB6199, 0xB15C2254, 0x33C5244F),
    (0xBADD0000, 0x13AD0000, 0xB7E70000, 0xF7282800, 0xDF45144D, 0x361AC33A, 0xEA5A8D14, 0x2A2C18F0,
     0xB82F0000, 0xB12C0000, 0x30D80000, 0x14445000, 0xC15860A2, 0x3127E8EC, 0x2E98BF23, 0x551E3D6E),
    (0x02F20000, 0xA2810000, 0x873F0000, 0xE36C7800, 0x1E1D74EF, 0x073D2BD6, 0xC4C23237, 0x7F32259E,
     0xBADD0000, 0x13AD0000, 0xB7E70000, 0xF7282800, 0xDF45144D, 0x361AC33A, 0xEA5A8D14, 0x2A2C18F0),
    (0xE3060000, 0xBDC10000, 0x87130000, 0xBFF20060, 0x2EBA0A1A, 0x8DB53751, 0x73C5AB06, 0x5BD61539,
     0x57370000, 0xCAF20000, 0x364E0000, 0xC0220480, 0x56186B22, 0x5CA3F40C, 0xA1937F8F, 0x15B961E7),
    (0xB4310000, 0x77330000, 0xB15D0000, 0x7FD004E0, 0x78A26138, 0xD116C35D, 0xD256D489, 0x4E6F74DE,
     0xE3060000, 0xBDC10000, 0x87130000, 0xBFF20060, 0x2EBA0A1A, 0x8DB53751, 0x73C5AB06, 0x5BD61539),
    (0xF0C50000, 0x59230000, 0x45820000, 0xE18D00C0, 0x3B6D0631, 0xC2ED5699, 0xCBE0FE1C, 0x56A7B19F,
     0x16ED0000, 0x15680000, 0xEDD70000, 0x325D0220, 0xE30C3689, 0x5A4AE643, 0xE375F8A8, 0x81FDF908),
    (0xE6280000, 0x4C4B0000, 0xA8550000, 0xD3D002E0, 0xD86130B8, 0x98A7B0DA, 0x289506B4, 0xD75A4897,
     0xF0C50000, 0x59230000, 0x45820000, 0xE18D00C0, 0x3B6D0631, 0xC2ED5699, 0xCBE0FE1C, 0x56A7B19F),
    (0x7B280000, 0x57420000, 0xA9E50000, 0x634300A0, 0x9EDB442F, 0x6D9995BB, 0x27F83B03, 0xC7FF60F0,
     0x95BB0000, 0x81450000, 0x3B240000, 0x48DB0140, 0x0A8A6C53, 0x56F56EEC, 0x62C91877, 0xE7E00A94),
    (0xEE930000, 0xD6070000, 0x92C10000, 0x2B9801E0, 0x9451287C, 0x3B6CFB57, 0x45312374, 0x201F6A64,
     0x7B280000, 0x57420000, 0xA9E50000, 0x634300A0, 0x9EDB442F, 0x6D9995BB, 0x27F83B03, 0xC7FF60F0),
    (0x00440000, 0x7F480000, 0xDA7C0000, 0x2A230001, 0x3BADC9CC, 0xA9B69C87, 0x030A9E60, 0xBE0A679E,
     0x5FEC0000, 0x294B0000, 0x99D20000, 0x4ED00012, 0x1ED34F73, 0xBAA708C9, 0x57140BDF, 0x30AEBCF7),
    (0x5FA80000, 0x56030000, 0x43AE0000, 0x64F30013, 0x257E86BF, 0x1311944E, 0x541E95BF, 0x8EA4DB69,
     0x00440000, 0x7F480000, 0xDA7C0000, 0x2A230001, 0x3BADC9CC, 0xA9B69C87, 0x030A9E60, 0xBE0A679E),
    (0x92280000, 0xDC850000, 0x57FA0000, 0x56DC0003, 0xBAE92316, 0x5AEFA30C, 0x90CEF752, 0x7B1675D7,
     0x93BB0000, 0x3B070000, 0xBA010000, 0x99D00008, 0x3739AE4E, 0xE64C1722, 0x96F896B3, 0x2879EBAC),
    (0x01930000, 0xE7820000, 0xEDFB0000, 0xCF0C000B, 0x8DD08D58, 0xBCA3B42E, 0x063661E1, 0x536F9E7B,
     0x92280000, 0xDC850000, 0x57FA0000, 0x56DC0003, 0xBAE92316, 0x5AEFA30C, 0x90CEF752, 0x7B1675D7),
    (0xA8DA0000, 0x96BE0000, 0x5C1D0000, 0x07DA0002, 0x7D669583, 0x1F98708A, 0xBB668808, 0xDA878000,
     0xABE70000, 0x9E0D0000, 0xAF270000, 0x3D180005, 0x2C4F1FD3, 0x74F61695, 0xB5C347EB, 0x3C5DFFFE),
    (0x033D0000, 0x08B30000, 0xF33A0000, 0x3AC20007, 0x51298A50, 0x6B6E661F, 0x0EA5CFE3, 0xE6DA7FFE,
     0xA8DA0000, 0x96BE0000, 0x5C1D0000, 0x07DA0002, 0x7D669583, 0x1F98708A, 0xBB668808, 0xDA878000),
)

IV224 = (0x3C967A67, 0x3CBC6C20, 0xB4C343C3, 0xA73CBC6B, 0x2C204B61, 0x74686F6C, 0x69656B65, 0x20556E69)
IV224_SPHLIB = (0xC3967A67, 0xC3BC6C20, 0x4BC3BCC3, 0xA7C3BC6B, 0x2C204B61, 0x74686F6C, 0x69656B65, 0x20556E69)
IV256 = (0x76657273, 0x69746569, 0x74204C65, 0x7576656E, 0x2C204465, 0x70617274, 0x656D656E, 0x7420456C)
IV384 = (
    0x656B7472, 0x6F746563, 0x686E6965, 0x6B2C2043, 0x6F6D7075, 0x74657220, 0x53656375, 0x72697479,
    0x20616E64, 0x20496E64, 0x75737472, 0x69616C20, 0x43727970, 0x746F6772, 0x61706879, 0x2C204B61,
)
IV512 = (
    0x73746565, 0x6C706172, 0x6B204172, 0x656E6265, 0x72672031, 0x302C2062, 0x75732032, 0x3434362C,
    0x20422D33, 0x30303120, 0x4C657576, 0x656E2D48, 0x65766572, 0x6C65652C, 0x2042656C, 0x6769756D,
)

#: the 4-bit S-box; bit 0 of the input/output nibble is in the first word of a column
SBOX4 = (0x8, 0x6, 0x7, 0x9, 0x3, 0xC, 0xA, 0xF, 0xD, 0x1, 0xE, 0x4, 0x0, 0xB, 0x5, 0x2)


# --- message expansion ------------------------------------------------------------------

def _byte_tables(gen: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """Per message byte position, the image of every byte value as one packed int
    (word i of the expansion in bits 32i..32i+31)."""
    packed = [sum(w << (32 * i) for i, w in enumerate(row)) for row in gen]
    tables = []
    for pos in range(len(gen) // 8):
        t = [0] * 256
        for x in range(1, 256):
            low = x & -x
            t[x] = t[x ^ low] ^ packed[8 * pos + 7 - (low.bit_length() - 1)]
        tables.append(tuple(t))
    return tuple(tables)


_EXP256 = _byte_tables(GEN256)
_EXP512 = _byte_tables(GEN512)


def expand(block: bytes) -> list[int]:
    """The message expansion E: a 4-byte block to m[0..7], an 8-byte block to m[0..15].

    E is linear: the image of message bit j (j = 0 is the MSB of the first byte) is
    row j of GEN256 / GEN512, and the image of a block is the xor of its bits' rows.
    """
    tables = _EXP256 if len(block) == 4 else _EXP512
    v = 0
    for t, x in zip(tables, block):
        v ^= t[x]
    n = 2 * len(block)
    return [(v >> (32 * i)) & M32 for i in range(n)]


# --- the permutation --------------------------------------------------------------------

#: where the expanded message (m) and chaining value (c) go in the state
SMALL_LAYOUT = ("m0", "m1", "c0", "c1", "c2", "c3", "m2", "m3", "m4", "m5", "c4", "c5", "c6", "c7", "m6", "m7")
BIG_LAYOUT = (
    "m0", "m1", "c0", "c1", "m2", "m3", "c2", "c3", "c4", "c5", "m4", "m5", "c6", "c7", "m6", "m7",
    "m8", "m9", "c8", "c9", "m10", "m11", "c10", "c11", "c12", "c13", "m12", "m13", "c14", "c15", "m14", "m15",
)
#: index of the round constant of each state word (the small state uses 16 of the 32)
SMALL_ALPHA = (0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27)
#: the word quadruples that L works on
SMALL_DIAGONALS = ((0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14))
BIG_DIAGONALS = (
    (0, 9, 18, 27), (1, 10, 19, 28), (2, 11, 20, 29), (3, 12, 21, 30),
    (4, 13, 22, 31), (5, 14, 23, 24), (6, 15, 16, 25), (7, 8, 17, 26),
    (0, 2, 5, 7), (16, 19, 21, 22), (9, 11, 12, 14), (25, 26, 28, 31),
)
#: state words kept by the truncation T
SMALL_TRUNC = (0, 1, 2, 3, 8, 9, 10, 11)
BIG_TRUNC = (0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23)


def concat(m: list[int], h: list[int] | tuple[int, ...]) -> list[int]:
    """The concatenation C(m, h): the initial state of the permutation."""
    layout = SMALL_LAYOUT if len(h) == 8 else BIG_LAYOUT
    return [m[int(n[1:])] if n[0] == "m" else h[int(n[1:])] for n in layout]


def sbox(a: int, b: int, c: int, d: int) -> tuple[int, int, int, int]:
    """SBOX4 applied bit-sliced to 32 columns (a holds bit 0 of each nibble, d bit 3).

    Written as the algebraic normal form of the S-box table (checked at import).
    """
    bc = b & c
    ad = a & d
    cd = c & d
    bd = b & d
    abc = a & bc
    abd = ad & b
    acd = ad & c
    return (
        b ^ c ^ d ^ (a & c),
        a ^ b ^ c ^ bc ^ abc ^ ad ^ abd ^ cd ^ acd,
        a ^ b ^ d ^ bc ^ bd ^ abd ^ cd ^ acd,
        (a ^ b ^ c ^ abc ^ bd) ^ M32,
    )


def _check_sbox() -> None:
    for x in range(16):
        bits = [M32 if x >> i & 1 else 0 for i in range(4)]
        out = sbox(*bits)
        y = sum(1 << i for i in range(4) if out[i])
        assert y == SBOX4[x], (x, y)


_check_sbox()


def rotl(x: int, n: int) -> int:
    return ((x << n) | (x >> (32 - n))) & M32


def lin(a: int, b: int, c: int, d: int) -> tuple[int, int, int, int]:
    """The linear transformation L (the one of Serpent) on four words."""
    a = ((a << 13) | (a >> 19)) & M32
    c = ((c << 3) | (c >> 29)) & M32
    b ^= a ^ c
    d ^= c ^ ((a << 3) & M32)
    b = ((b << 1) | (b >> 31)) & M32
    d = ((d << 7) | (d >> 25)) & M32
    a ^= b ^ d
    c ^= d ^ ((b << 7) & M32)
    a = ((a << 5) | (a >> 27)) & M32
    c = ((c << 22) | (c >> 10)) & M32
    return a, b, c, d


def round_constants(n: int, rc: int, alpha: tuple[int, ...]) -> tuple[int, ...]:
    """The words xored into an n-word state in round rc: the alpha constants (the small
    state uses SMALL_ALPHA of them) with the round counter xored into word 1."""
    k = [alpha[i] for i in SMALL_ALPHA] if n == 16 else list(alpha)
    k[1] ^= rc
    return tuple(k)


def round_small(s: list[int], k: tuple[int, ...]) -> list[int]:
    """One round on the 16-word state with round constants k (:func:`round_constants`)."""
    s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15 = (x ^ c for x, c in zip(s, k))
    # substitution, column by column
    s0, s4, s8, s12 = sbox(s0, s4, s8, s12)
    s1, s5, s9, s13 = sbox(s1, s5, s9, s13)
    s2, s6, s10, s14 = sbox(s2, s6, s10, s14)
    s3, s7, s11, s15 = sbox(s3, s7, s11, s15)
    # diffusion, on the diagonals (SMALL_DIAGONALS)
    s0, s5, s10, s15 = lin(s0, s5, s10, s15)
    s1, s6, s11, s12 = lin(s1, s6, s11, s12)
    s2, s7, s8, s13 = lin(s2, s7, s8, s13)
    s3, s4, s9, s14 = lin(s3, s4, s9, s14)
    return [s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15]


def round_big(s: list[int], k: tuple[int, ...]) -> list[int]:
    """One round on the 32-word state with round constants k (:func:`round_constants`)."""
    (
        s0, s1, s2, s3, s4, s5, s6, s7,
        s8, s9, s10, s11, s12, s13, s14, s15,
        s16, s17, s18, s19, s20, s21, s22, s23,
        s24, s25, s26, s27, s28, s29, s30, s31,
    ) = (x ^ c for x, c in zip(s, k))
    # substitution, column by column: words i, i+8, i+16, i+24
    s0, s8, s16, s24 = sbox(s0, s8, s16, s24)
    s1, s9, s17, s25 = sbox(s1, s9, s17, s25)
    s2, s10, s18, s26 = sbox(s2, s10, s18, s26)
    s3, s11, s19, s27 = sbox(s3, s11, s19, s27)
    s4, s12, s20, s28 = sbox(s4, s12, s20, s28)
    s5, s13, s21, s29 = sbox(s5, s13, s21, s29)
    s6, s14, s22, s30 = sbox(s6, s14, s22, s30)
    s7, s15, s23, s31 = sbox(s7, s15, s23, s31)
    # diffusion (BIG_DIAGONALS, in this order)
    s0, s9, s18, s27 = lin(s0, s9, s18, s27)
    s1, s10, s19, s28 = lin(s1, s10, s19, s28)
    s2, s11, s20, s29 = lin(s2, s11, s20, s29)
    s3, s12, s21, s30 = lin(s3, s12, s21, s30)
    s4, s13, s22, s31 = lin(s4, s13, s22, s31)
    s5, s14, s23, s24 = lin(s5, s14, s23, s24)
    s6, s15, s16, s25 = lin(s6, s15, s16, s25)
    s7, s8, s17, s26 = lin(s7, s8, s17, s26)
    s0, s2, s5, s7 = lin(s0, s2, s5, s7)
    s16, s19, s21, s22 = lin(s16, s19, s21, s22)
    s9, s11, s12, s14 = lin(s9, s11, s12, s14)
    s25, s26, s28, s31 = lin(s25, s26, s28, s31)
    return [
        s0, s1, s2, s3, s4, s5, s6, s7,
        s8, s9, s10, s11, s12, s13, s14, s15,
        s16, s17, s18, s19, s20, s21, s22, s23,
        s24, s25, s26, s27, s28, s29, s30, s31,
    ]


def round_(s: list[int], rc: int, alpha: tuple[int, ...]) -> list[int]:
    """One round: add constants (alpha, counter rc into word 1), substitution, diffusion."""
    k = round_constants(len(s), rc, alpha)
    return round_small(s, k) if len(s) == 16 else round_big(s, k)


_CONSTS = {
    (n, final): tuple(
        round_constants(n, r, ALPHA_F if final else ALPHA_N)
        for r in range((3 if n == 16 else 6) * (2 if final else 1))
    )
    for n in (16, 32)
    for final in (False, True)
}


def permute(s: list[int], final: bool = False) -> list[int]:
    """P (3 or 6 rounds, ALPHA_N) or, for the last block, Pf (6 or 12 rounds, ALPHA_F)."""
    rnd = round_small if len(s) == 16 else round_big
    for k in _CONSTS[len(s), final]:
        s = rnd(s, k)
    return s


def truncate(s: list[int], h: list[int] | tuple[int, ...]) -> list[int]:
    """Truncation T and feed-forward: h xor the kept state words."""
    keep = SMALL_TRUNC if len(h) == 8 else BIG_TRUNC
    return [x ^ s[k] for x, k in zip(h, keep)]


def compress(h: list[int] | tuple[int, ...], block: bytes, final: bool = False) -> list[int]:
    """The compression function of one 32-bit (small) or 64-bit (big) block."""
    return truncate(permute(concat(expand(block), h), final), h)


class Hamsi(HashAlgorithm):
    def __init__(self, digest_bits: int) -> None:
        self.digest_bits = digest_bits
        self.name = f"hamsi{digest_bits}"
        self.block_bits = 32 if digest_bits <= 256 else 64
        self.iv = {224: IV224, 256: IV256, 384: IV384, 512: IV512}[digest_bits]
        self.kat = KatRef("hamsi256", digest_bits)

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, self.block_bytes)
        if bitlen >= 2**64:
            raise MessageError("Hamsi messages are shorter than 2^64 bits")
        msg = bytearray(message_bits(tail, nbits))
        if nbits % 8:
            msg[-1] |= 0x80 >> (nbits % 8)
        else:
            msg.append(0x80)
        msg += bytes(-len(msg) % self.block_bytes)
        msg += struct.pack(">Q", bitlen)
        return bytes(msg)

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        padded = self.pad(data, bitlen)
        bb = self.block_bytes
        h = list(self.iv)
        last = len(padded) - bb
        for i in range(0, len(padded), bb):
            h = compress(h, padded[i : i + bb], final=(i == last))
        if self.digest_bits == 384:
            h = [h[i] for i in (0, 1, 3, 4, 5, 6, 8, 9, 10, 12, 13, 15)]
        out = struct.pack(f">{len(h)}I", *h)
        return out[: self.digest_bytes]


ALGORITHMS = [Hamsi(224), Hamsi(256), Hamsi(384), Hamsi(512)]
