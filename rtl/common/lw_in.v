// lw_in: the input side of the lwhash core interface (docs/interface.md).
//
// Reads the message stream from a first-word-fall-through source FIFO (GMU
// convention: src_ready is the FIFO's active-low "empty" flag, src_read an
// active-high strobe), parses the segment headers and hands the core the message
// data as DW-bit words, first bit in the MSB, with flags that say where the word
// stands in the message.  W and DW are powers of two from 8 to 64 and may differ
// in either direction.  No core re-implements header parsing or length counting.
//
// Core side: valid_o says a data word is on data_o; the core takes it by raising
// take_i in the same cycle (take_i without valid_o is ignored).  The flags and
// bp_o are stable from the first word of a segment to its last.
`default_nettype none
module lw_in #(
    parameter integer W          = 16,   // bus width
    parameter integer DW         = 32,   // core word width
    parameter integer BLOCK_BITS = 512   // message block size of the algorithm
) (
    input  wire          clk,
    input  wire          rst,
    // source FIFO
    input  wire [W-1:0]  din,
    input  wire          src_ready,      // active low: 0 = a word is on din
    output wire          src_read,
    // core side
    output wire [DW-1:0] data_o,
    output wire          valid_o,
    input  wire          take_i,
    output wire          first_o,        // first word of a message
    output wire          last_o,         // last word of a message
    output wire          final_blk_o,    // word belongs to the last block of the message
    output wire [31:0]   bp_o,           // msg_len_bp field of the last segment
    output wire          err_o           // a malformed header was read: no more reads until reset
);
    // ------------------------------------------------------------------ constants
    localparam integer HP  = (W < 32) ? 32 / W : 1;     // bus words per 32-bit header field
    localparam integer NP  = (W < DW) ? DW / W : 1;     // bus words per core word
    localparam integer NS  = (W > DW) ? W / DW : 1;     // core words per bus word
    localparam integer BLK_BUS = BLOCK_BITS / W;        // bus words per block
    localparam integer HB  = (HP > 1) ? $clog2(HP) : 1;
    localparam integer PB  = (NP > 1) ? $clog2(NP) : 1;
    localparam integer SB  = (NS > 1) ? $clog2(NS) : 1;
    localparam integer HL = HP - 1, PL = NP - 1, SL = NS - 1;
    localparam [HB-1:0] HLAST = HL[HB-1:0];
    localparam [PB-1:0] PLAST = PL[PB-1:0];
    localparam [SB-1:0] SLAST = SL[SB-1:0];
    // Segments must hold whole blocks.  Where a block is a power of two of bus
    // words the header check is a mask; other sizes (Keccak) are not checked here.
    localparam         BLK_POW2 = ((BLK_BUS & (BLK_BUS - 1)) == 0);
    localparam integer BM = BLK_POW2 ? BLK_BUS - 1 : 0;
    localparam [30:0]  BLK_MASK  = BM[30:0];
    localparam [30:0]  BLK_BUS_W = BLK_BUS[30:0];
    localparam integer LSH = (W <= 32) ? $clog2(32 / ((W <= 32) ? W : 32)) : 0;

    localparam [1:0] S_HDR = 2'd0, S_BP = 2'd1, S_DATA = 2'd2, S_ERR = 2'd3;
    localparam integer WB = $clog2(W);

    // ------------------------------------------------------------------ state
    reg  [1:0]      st_q;
    reg  [HB-1:0]   hpart_q;      // header part counter (W < 32)
    reg  [PB-1:0]   dpart_q;      // bus words collected into the current core word (W < DW)
    reg  [SB-1:0]   sidx_q;       // core words already taken from the current bus word (W > DW)
    reg  [30:0]     rem_q;        // bus words left in the segment, the one on din included
    reg             lastseg_q;    // current segment is the last of its message
    reg             first_q;      // next core word is the first of a message
    reg  [31:0]     bp_q;

    wire src_empty = src_ready;          // the active-low ready is the FIFO's empty flag
    wire avail     = ~src_empty;

    // ------------------------------------------------------------------ header fields
    // hdr_word: the 32-bit field completed by the bus word on din (valid when hdr_done)
    wire [31:0] hdr_word;
    wire [31:0] bp_word;
    wire        hdr_done;
    generate
        if (W < 32) begin : g_hdr_narrow
            reg [31-W:0] hacc_q;
            assign hdr_word = {hacc_q, din};
            assign bp_word  = hdr_word;
            assign hdr_done = (hpart_q == HLAST);
            always @(posedge clk)
                if (avail && (st_q != S_DATA)) hacc_q <= hdr_word[31-W:0];
        end else if (W == 32) begin : g_hdr_32
            assign hdr_word = din;
            assign bp_word  = din;
            assign hdr_done = 1'b1;
        end else begin : g_hdr_64
            assign hdr_word = din[W-1 -: 32];   // W = 64: {header, msg_len_bp} in one word
            assign bp_word  = din[31:0];
            assign hdr_done = 1'b1;
        end
    endgenerate

    wire [30:0] len_ap  = hdr_word[31:1];
    // msg_len_bp may not exceed the bits of its segment (rem_q holds its bus words
    // once the header is in; at W = 64 both fields arrive together)
    wire [36:0] seg_bits = (W > 32) ? {1'b0, len_ap, 5'd0} : ({6'd0, rem_q} << WB);
    wire        bp_bad   = {5'd0, bp_word} > seg_bits;
    wire [31:0] len_bus = (W <= 32) ? ({1'b0, len_ap} << LSH) : ({1'b0, len_ap} >> 1);
    wire        len_bad = (len_ap == 31'd0) || len_bus[31] ||
                          ((len_bus[30:0] & BLK_MASK) != 31'd0) ||
                          ((W > 32) && hdr_word[1]);

    // ------------------------------------------------------------------ data to the core
    wire in_data   = (st_q == S_DATA);
    wire part_last = (W < DW) ? (dpart_q == PLAST) : 1'b1;
    wire sub_last  = (W > DW) ? (sidx_q == SLAST) : 1'b1;

    generate
        if (W < DW) begin : g_narrow
            reg [DW-W-1:0] hold_q;       // the earlier parts of the core word
            assign data_o = {hold_q, din};
            if (DW >= 3 * W) begin : g_shift
                always @(posedge clk) if (rd_part) hold_q <= {hold_q[DW-2*W-1:0], din};
            end else begin : g_one
                always @(posedge clk) if (rd_part) hold_q <= din;
            end
        end else if (W > DW) begin : g_wide
            assign data_o = din[W-1-sidx_q*DW -: DW];   // MSB part first
        end else begin : g_same
            assign data_o = din;
        end
    endgenerate

    assign valid_o     = in_data & avail & part_last;
    assign first_o     = first_q;
    assign last_o      = lastseg_q & (rem_q == 31'd1) & sub_last;
    assign final_blk_o = lastseg_q & (rem_q <= BLK_BUS_W);
    assign bp_o        = bp_q;
    assign err_o       = (st_q == S_ERR);

    wire take    = valid_o & take_i;
    wire rd_part = in_data & avail & ~part_last;
    assign src_read = ((st_q == S_HDR) & avail) | ((st_q == S_BP) & avail) |
                      rd_part | (take & sub_last);

    always @(posedge clk) begin
        if (rst) begin
            st_q      <= S_HDR;
            hpart_q   <= {HB{1'b0}};
            dpart_q   <= {PB{1'b0}};
            sidx_q    <= {SB{1'b0}};
            rem_q     <= 31'd0;
            lastseg_q <= 1'b0;
            first_q   <= 1'b1;
            bp_q      <= 32'd0;
        end else begin
            case (st_q)
                S_HDR: if (avail) begin
                    hpart_q <= hdr_done ? {HB{1'b0}} : hpart_q + 1'b1;
                    if (hdr_done) begin
                        if (len_bad || (W > 32 && hdr_word[0] && bp_bad)) begin
                            st_q <= S_ERR;              // stop reading until reset
                        end else begin
                            rem_q     <= len_bus[30:0];
                            lastseg_q <= hdr_word[0];
                            if (W > 32) bp_q <= bp_word;
                            st_q <= (hdr_word[0] && W <= 32) ? S_BP : S_DATA;
                        end
                    end
                end
                S_BP: if (avail) begin
                    hpart_q <= hdr_done ? {HB{1'b0}} : hpart_q + 1'b1;
                    if (hdr_done) begin
                        bp_q <= bp_word;
                        st_q <= bp_bad ? S_ERR : S_DATA;
                    end
                end
                S_ERR: ;                                // only a reset leaves
                default: begin // S_DATA
                    if (rd_part) begin
                        dpart_q <= dpart_q + 1'b1;
                        rem_q   <= rem_q - 1'b1;
                    end
                    if (take) begin
                        first_q <= last_o;
                        dpart_q <= {PB{1'b0}};
                        sidx_q  <= sub_last ? {SB{1'b0}} : sidx_q + 1'b1;
                        if (sub_last) begin
                            rem_q <= rem_q - 1'b1;
                            if (rem_q == 31'd1) st_q <= S_HDR;
                        end
                    end
                end
            endcase
        end
    end
endmodule
`default_nettype wire
