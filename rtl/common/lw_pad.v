// lw_pad: the padding of a byte-aligned message, in hardware, for lw_axis.
//
// One unit for every padding rule of lwhash's algorithms that has this shape (all
// but LANE's): the message's last bytes, then GAP bytes of which the first is
// PAD_BYTE (0x80 for the Merkle-Damgard rule, 0x01/0x06 for Keccak/SHA-3), zeros,
// and a TAIL of bytes at the end of the last block that holds a length field (LEN_BYTES
// bytes at LEN_OFF, big- or little-endian, in bits or in blocks) ORed with constant
// bytes (TAIL_CONST: ECHO's and SHAvite-3's digest size); FIN_BYTE is ORed into the
// byte just before the tail (BLAKE's final 1 bit; Keccak's closing 1 of pad10*1 where
// TAIL = 0).  The last segment holds the smallest number of blocks (at least one) with
// room for m + GAP + TAIL bytes.  lwhash/axis.py holds the same rule in Python and the
// tests check it against every reference model's padding; cores.toml gives each
// family's parameters (docs/integration.md).
//
// Combinational.  Byte positions count from the start of the last segment; bytes are
// in stream order, the first in the MSBs of a 32-bit word (docs/interface.md).
`default_nettype none
module lw_pad #(
    parameter integer BB         = 64,      // block bytes of the algorithm
    parameter integer U          = 64,      // most message bytes in a last segment (a multiple of BB)
    parameter integer GAP        = 1,       // bytes between message and tail at least (the first is PAD_BYTE)
    parameter [7:0]   PAD_BYTE   = 8'h80,
    parameter [7:0]   FIN_BYTE   = 8'h00,   // ORed into the byte before the tail
    parameter integer TAIL       = 8,       // bytes at the end of the last block (0 .. 64)
    parameter integer LEN_OFF    = 0,       // where the length field starts in the tail
    parameter integer LEN_BYTES  = 8,       // 0 (none), 8 or 16
    parameter integer LEN_LE     = 0,       // 1: little-endian length
    parameter integer LEN_BLOCKS = 0,       // 1: the field counts blocks of the padded message (Groestl), not bits
    parameter [255:0] TAIL_CONST = 256'd0,  // constant tail bytes, tail byte j in [255-8j -: 8]
    // derived
    parameter integer KMAX = (U + GAP + TAIL + BB - 1) / BB,   // most blocks in a last segment
    parameter integer PB   = $clog2(KMAX * BB + 1) + 1,        // bits of a byte position
    parameter integer MB   = $clog2(U + 1)                     // bits of m
) (
    input  wire [MB-1:0]   m_i,          // message bytes in the last segment (0 .. U)
    input  wire [29:0]     bytes_i,      // message bytes in all (for the length field)
    input  wire [29:0]     blocks_i,     // blocks in the segments before the last (LEN_BLOCKS)
    output reg  [PB-3:0]   seg_words_o,  // 32-bit words of the last segment
    input  wire [PB-3:0]   widx_i,       // a word of the last segment
    output wire [31:0]     pad_o         // its padding bytes (zero where message bytes go)
);
    // blocks of the last segment: the fewest with room for m + GAP + TAIL bytes, at least 1
    localparam integer GT = GAP + TAIL;
    wire [PB-1:0] need = {{(PB-MB){1'b0}}, m_i} + GT[PB-1:0];
    reg  [PB-1:0] nblk;
    reg  [PB-1:0] seg_bytes;
    integer k;
    always @* begin
        nblk = 1;
        seg_bytes = BB[PB-1:0];
        for (k = 1; k < KMAX; k = k + 1)
            if ({{(32-PB){1'b0}}, need} > k * BB) begin
                nblk = k[PB-1:0] + 1'b1;
                seg_bytes = (k[PB-1:0] + 1'b1) * BB[PB-1:0];
            end
    end
    always @* seg_words_o = seg_bytes[PB-1:2];

    wire [31:0] len = (LEN_BLOCKS != 0) ? {2'b00, blocks_i + {{(30-PB){1'b0}}, nblk}} : {bytes_i[28:0], 3'b000};
    wire        unused_top = bytes_i[29];      // lw_axis keeps messages under 2^29 bytes
    wire [PB-1:0] tail_at = seg_bytes - TAIL[PB-1:0];       // first byte of the tail

    genvar b;
    generate
        for (b = 0; b < 4; b = b + 1) begin : g_byte
            wire [PB-1:0] p = {widx_i, 2'b00} + b[PB-1:0];
            wire [PB-1:0] j = p - tail_at;                   // byte of the tail
            wire          in_tail = (p >= tail_at);
            wire [PB-1:0] lk = j - LEN_OFF[PB-1:0];          // byte of the length field
            /* verilator lint_off UNSIGNED */   // j >= 0 where the field starts the tail
            wire          in_len = in_tail && ({{(32-PB){1'b0}}, j} >= LEN_OFF) && (lk < LEN_BYTES[PB-1:0]);
            /* verilator lint_on UNSIGNED */
            wire [PB-1:0] li = (LEN_LE != 0) ? lk : LEN_BYTES[PB-1:0] - 1'b1 - lk;  // its byte from the LSB
            reg  [7:0]    lbyte;
            always @* begin
                case (li)
                    0: lbyte = len[7:0];
                    1: lbyte = len[15:8];
                    2: lbyte = len[23:16];
                    3: lbyte = len[31:24];
                    default: lbyte = 8'h00;
                endcase
            end
            wire [7:0] cbyte = (in_tail && j < 32) ? TAIL_CONST[255 - 8 * j[4:0] -: 8] : 8'h00;
            wire [7:0] v = ((GAP > 0 && p == {{(PB-MB){1'b0}}, m_i}) ? PAD_BYTE : 8'h00) |
                           ((p + TAIL[PB-1:0] + 1'b1 == seg_bytes) ? FIN_BYTE : 8'h00) |
                           (in_len ? lbyte : 8'h00) | cbyte;
            assign pad_o[31 - 8 * b -: 8] = v;
        end
    endgenerate
endmodule
`default_nettype wire
