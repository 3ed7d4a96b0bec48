// groestl_fast_datapath: the wide Grøstl datapath, one whole round of P or Q per cycle.
//
// A two-stage ring of N = 64*COLS bits carries P and Q interleaved:
//
//   x_q --(AddRoundConstant, ShiftBytes: wiring, one LUT a bit)--> S-boxes (registered,
//   one cycle) --> s --(MixBytes)--> x_q
//
// In a cycle where x_q holds one permutation's state, the S-box register s holds
// the other's, so P and Q alternate through the two stages (2*ROUNDS cycles a
// block).  The S-box register is the block RAM's own output register (IMPL "bram":
// two lanes a DP16KD, NBRAM lanes in block RAM, the rest in LUTs) or LUTs and
// flip-flops (IMPL "logic").  h is a register of its own, the message block is
// buffered in a shift register (filled while the previous block is compressed),
// and the digest leaves h by shifting it OW bits at a time.
`default_nettype none
module groestl_fast_datapath #(
    parameter integer COLS   = 8,        // state columns: 8 (224/256) or 16 (384/512)
    parameter integer DBITS  = 256,      // digest bits
    parameter         IMPL   = "bram",   // S-boxes: "bram" or "logic"
    parameter integer NBRAM  = 64,       // IMPL "bram": S-box lanes in block RAM (even)
    parameter integer OW     = 64,       // digest word
    parameter integer N      = 64 * COLS
) (
    input  wire          clk,
    input  wire [63:0]   in_data,
    input  wire          c_shift,    // take a message word into the buffer
    input  wire          c_eh,       // x <- .. ^ h
    input  wire          c_eb,       // x <- .. ^ buffer
    input  wire          c_em,       // x <- .. ^ MixBytes(s)
    input  wire          c_perm,     // the permutation in x: 1 = P, 0 = Q
    input  wire [3:0]    c_rnd,      // its round
    input  wire          c_hiv,      // h <- IV
    input  wire          c_hsh,      // h <- h << OW (digest out)
    input  wire          c_hm,       // h <- h ^ MixBytes(s)
    output wire [OW-1:0] dig
);
    localparam integer LANES = 8 * COLS;
    localparam integer NB    = (IMPL == "bram") ? ((NBRAM < LANES) ? NBRAM : LANES) : 0;
    localparam [15:0]  DB16  = DBITS[15:0];
    localparam [N-1:0] IV    = {{(N - 16){1'b0}}, DB16};   // the digest size, big-endian

    reg  [N-1:0] x_q, h_q, b_q;
    wire [N-1:0] sin, mb;

    // ---- byte (column j, row i) of a state vector: the first byte in the MSB
    function integer at(input integer j, input integer i);
        at = N - 8 - 64 * j - 8 * i;
    endfunction
    // ShiftBytes rotations (round-3 Grøstl)
    function integer shp(input integer i);
        shp = (COLS == 16 && i == 7) ? 11 : i;
    endfunction
    function integer shq(input integer i);
        case (i)
            0: shq = 1;  1: shq = 3;  2: shq = 5;  3: shq = (COLS == 16) ? 11 : 7;
            4: shq = 0;  5: shq = 2;  6: shq = 4;  default: shq = 6;
        endcase
    endfunction

    // ---- stage 1: AddRoundConstant on the bytes ShiftBytes brings to each lane
    genvar j, i;
    generate
        for (j = 0; j < COLS; j = j + 1) begin : g_col
            for (i = 0; i < 8; i = i + 1) begin : g_row
                localparam integer JP = (j + shp(i)) % COLS;   // source column under P
                localparam integer JQ = (j + shq(i)) % COLS;   // and under Q
                wire [7:0] bp = x_q[at(JP, i) +: 8];
                wire [7:0] bq = x_q[at(JQ, i) +: 8];
                wire [7:0] kp = (i == 0) ? {JP[3:0], c_rnd} : 8'h00;
                wire [7:0] kq = (i == 7) ? ~{JQ[3:0], c_rnd} : 8'hff;
                assign sin[at(j, i) +: 8] = c_perm ? (bp ^ kp) : (bq ^ kq);
            end
        end
    endgenerate

    // ---- the S-boxes (registered) and MixBytes: groestl_fast_sbmix
    groestl_fast_sbmix #(.COLS(COLS), .NB(NB)) u_sm (.clk(clk), .sin(sin), .mb(mb));

    // ---- the registers
    always @(posedge clk) begin
        x_q <= (mb & {N{c_em}}) ^ (h_q & {N{c_eh}}) ^ (b_q & {N{c_eb}});
        if (c_hiv)      h_q <= IV;
        else if (c_hsh) h_q <= h_q << OW;
        else if (c_hm)  h_q <= h_q ^ mb;
        if (c_shift)    b_q <= {b_q[N-65:0], in_data};
    end
    assign dig = h_q[DBITS-1 -: OW];
    generate
        if (DBITS < N) begin : g_unused
            wire unused_h = &{1'b0, h_q[N-1:DBITS]};
        end
    endgenerate
endmodule
`default_nettype wire
