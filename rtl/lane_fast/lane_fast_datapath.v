// lane_fast_datapath: the wide LANE datapath, NP units each doing one AES-like round
// of the whole state (8 or 16 columns) per pass.
//
// A unit is a two-stage ring:
//
//   x_q --(^ round constant, ^ counter; ShiftRows: wiring)--> S-boxes (registered, the
//   block RAM's own register or LUT + FF) = s --(MixColumns, SwapColumns: wiring)--> y
//   y --(or a new input: an expanded state W_j, X ^ y, Y ^ y, ...)--> x_q
//
// so it carries two permutations at once (slots A and B, one in x_q while the other is
// in s), each advancing one round every two cycles.  X and Y accumulate the outputs of
// P0..P2 and P3..P5, h is the chaining value, b the message block (a shift register
// filled from the bus; with NP = 2 it moves to m when its block starts, so the next
// block can be buffered while this one is compressed).  The constants come from
// lane_fast_krom (one registered table per unit, addressed by the controller one cycle
// ahead); the counter t is added to post-swap column CC in odd rounds.
// rtl/lane_fast/README.md has the schedule.
`default_nettype none
module lane_fast_datapath #(
    parameter integer NC    = 8,         // columns: 8 (LANE-224/256) or 16 (384/512)
    parameter integer NP    = 1,         // units
    parameter integer DBITS = 256,       // digest bits
    parameter         IMPL  = "bram",    // S-boxes: "bram" (NBRAM lanes) or "logic"
    parameter integer NBRAM = 32,        // IMPL "bram": S-box lanes in block RAM per unit (even)
    parameter         KMEM  = "logic",   // round constant tables: "bram" or "logic"
    parameter integer OW    = 64,        // digest word
    parameter integer N     = 32 * NC
) (
    input  wire              clk,
    input  wire [63:0]       in_data,
    input  wire              c_shift,     // take a message word into b
    input  wire              c_mload,     // m <- b (NP = 2)
    input  wire [6*NP-1:0]   c_kaddr,     // constant table address of each unit, next cycle
    input  wire [NP-1:0]     c_ry,        // x_d includes the unit's own y
    input  wire [NP-1:0]     c_oy,        // x_d includes the other unit's y
    input  wire [NP-1:0]     c_sx,        // x_d includes X
    input  wire [NP-1:0]     c_sy,        // x_d includes Y
    input  wire [3*NP-1:0]   c_wsel,      // x_d includes W_j (j = 0..5; 7: none)
    input  wire [NP-1:0]     c_wb,        // the W terms come from b (else m)
    input  wire [31:0]       c_t0,        // counter of unit 0
    input  wire [31:0]       c_t1,        // counter of unit 1 (NP = 2)
    input  wire              c_xw,        // X <- (X & c_xk) ^ y of unit c_xu
    input  wire              c_xk,
    input  wire              c_yw,        // Y <- (Y & c_yk) ^ y of unit c_yu
    input  wire              c_yk,
    input  wire              c_yu,
    input  wire              c_hw,        // h <- (c_hy ? Y : X) ^ y of unit 0
    input  wire              c_hy,
    input  wire              c_hiv,       // h <- IV
    input  wire              c_hsh,       // h <- h << OW (digest out)
    input  wire              c_olast,     // the digest word on dig is the last one
    output wire [OW-1:0]     dig
);
    localparam integer LANES = 4 * NC;
    localparam integer NB    = (IMPL == "bram") ? ((NBRAM < LANES) ? NBRAM : LANES) : 0;
    localparam integer H     = N / 2;
    localparam integer CC    = (NC == 8) ? 5 : 12;   // column 3 after SwapColumns

    reg  [N-1:0]   h_q, xa_q, ya_q;
    reg  [2*N-1:0] b_q;
    wire [N-1:0]   iv;
    wire [N-1:0]   y [0:NP-1];
    wire [2*N-1:0] mreg;

    lane_fast_iv #(.DBITS(DBITS), .N(N)) u_iv (.iv(iv));

    // ---- byte (column c, row i) of a state vector: the first byte in the MSB
    function integer at(input integer c, input integer i);
        at = N - 8 - 32 * c - 8 * i;
    endfunction
    // SwapColumns as a source map: after the swap column g holds column sw(g)
    function integer sw(input integer g);
        if (NC == 8) sw = (g == 2) ? 4 : (g == 3) ? 5 : (g == 4) ? 2 : (g == 5) ? 3 : g;
        else         sw = 4 * (g % 4) + g / 4;
    endfunction

    // ---- MixColumns of one column (row 0 in the MSB)
    function [7:0] xt(input [7:0] a);
        xt = {a[6:0], 1'b0} ^ (a[7] ? 8'h1b : 8'h00);
    endfunction
    function [31:0] mixcol(input [31:0] c);
        reg [7:0] a0, a1, a2, a3;
        begin
            a0 = c[31:24]; a1 = c[23:16]; a2 = c[15:8]; a3 = c[7:0];
            mixcol = {xt(a0) ^ xt(a1) ^ a1 ^ a2 ^ a3,
                      a0 ^ xt(a1) ^ xt(a2) ^ a2 ^ a3,
                      a0 ^ a1 ^ xt(a2) ^ xt(a3) ^ a3,
                      xt(a0) ^ a0 ^ a1 ^ a2 ^ xt(a3)};
        end
    endfunction

    // ---- the expanded states: W_j, by halves, from h and the block m0..m3
    // j:        first half                   second half
    // 0   h0 ^ m0 ^ m1 ^ m2 ^ m3          h1 ^ m0 ^ m2
    // 1   h0 ^ h1 ^ m0 ^ m2 ^ m3          h0 ^ m1 ^ m2
    // 2   h0 ^ h1 ^ m0 ^ m1 ^ m2          h0 ^ m0 ^ m3
    // 3   h0                              h1
    // 4   m0                              m1
    // 5   m2                              m3
    // mask bits {h0, h1, m0, m1, m2, m3}
    function [5:0] wmask(input [2:0] j, input second);
        case ({j, second})
            4'b000_0: wmask = 6'b101111;  4'b000_1: wmask = 6'b011010;
            4'b001_0: wmask = 6'b111011;  4'b001_1: wmask = 6'b100110;
            4'b010_0: wmask = 6'b111110;  4'b010_1: wmask = 6'b101001;
            4'b011_0: wmask = 6'b100000;  4'b011_1: wmask = 6'b010000;
            4'b100_0: wmask = 6'b001000;  4'b100_1: wmask = 6'b000100;
            4'b101_0: wmask = 6'b000010;  4'b101_1: wmask = 6'b000001;
            default:  wmask = 6'b000000;
        endcase
    endfunction

    genvar u, c, i;
    generate
        for (u = 0; u < NP; u = u + 1) begin : g_unit
            reg  [N-1:0] x_q;
            wire [N:0]   kc;
            wire [N-1:0] xk, sin, s, mc;
            wire [31:0]  tu = (u == 0) ? c_t0 : c_t1;
            wire [N-1:0] tcol;              // the counter in column CC, in odd rounds
            for (c = 0; c < NC; c = c + 1) begin : g_t
                assign tcol[N - 32 - 32 * c +: 32] = (c == CC) ? ({32{kc[N]}} & tu) : 32'd0;
            end

            lane_fast_krom #(.NC(NC), .NP(NP), .U(u), .STYLE(KMEM), .N(N)) u_k (
                .clk(clk), .addr(c_kaddr[6*u +: 6]), .q(kc));

            // constant and counter, then ShiftRows into the S-box lanes
            assign xk = x_q ^ kc[N-1:0] ^ tcol;
            for (c = 0; c < NC; c = c + 1) begin : g_sr
                for (i = 0; i < 4; i = i + 1) begin : g_row
                    assign sin[at(c, i) +: 8] = xk[at(4 * (c / 4) + (c % 4 + i) % 4, i) +: 8];
                end
            end

            // the S-boxes, registered: lanes 0..NB-1 in block RAM, the rest in LUTs
            if (NB > 0) begin : g_bram
                lw_aes_sbox #(.IMPL("bram"), .LANES(NB)) u_sb (
                    .clk(clk), .en(1'b1), .x(sin[8*NB-1:0]), .y(s[8*NB-1:0]));
            end
            if (NB < LANES) begin : g_logic
                (* keep_hierarchy *)
                lw_aes_sbox #(.IMPL("logic"), .LANES(LANES - NB)) u_sl (
                    .clk(clk), .en(1'b1), .x(sin[N-1:8*NB]), .y(s[N-1:8*NB]));
            end

            // MixColumns, SwapColumns
            for (c = 0; c < NC; c = c + 1) begin : g_mc
                assign mc[N - 32 - 32 * c +: 32] = mixcol(s[N - 32 - 32 * c +: 32]);
                assign y[u][N - 32 - 32 * c +: 32] = mc[N - 32 - 32 * sw(c) +: 32];
            end

            // the next x: the unit's y, or a new input
            wire [2*N-1:0] mm = c_wb[u] ? b_q : mreg;
            wire [5:0] ma = wmask(c_wsel[3*u +: 3], 1'b0);
            wire [5:0] mb = wmask(c_wsel[3*u +: 3], 1'b1);
            wire [H-1:0] wa = ({H{ma[5]}} & h_q[N-1 -: H]) ^ ({H{ma[4]}} & h_q[H-1:0]) ^
                              ({H{ma[3]}} & mm[2*N-1 -: H]) ^ ({H{ma[2]}} & mm[2*N-1-H -: H]) ^
                              ({H{ma[1]}} & mm[2*N-1-2*H -: H]) ^ ({H{ma[0]}} & mm[H-1:0]);
            wire [H-1:0] wb = ({H{mb[5]}} & h_q[N-1 -: H]) ^ ({H{mb[4]}} & h_q[H-1:0]) ^
                              ({H{mb[3]}} & mm[2*N-1 -: H]) ^ ({H{mb[2]}} & mm[2*N-1-H -: H]) ^
                              ({H{mb[1]}} & mm[2*N-1-2*H -: H]) ^ ({H{mb[0]}} & mm[H-1:0]);
            wire [N-1:0] yo = (NP > 1) ? y[NP - 1 - u] : {N{1'b0}};
            always @(posedge clk)
                x_q <= ({N{c_ry[u]}} & y[u]) ^ ({N{c_oy[u]}} & yo) ^ ({N{c_sx[u]}} & xa_q) ^
                       ({N{c_sy[u]}} & ya_q) ^ {wa, wb};
        end
    endgenerate

    // ---- the message block: b (bus side); m (NP = 2: the block being compressed)
    generate
        if (NP > 1) begin : g_m
            reg [2*N-1:0] m_q;
            always @(posedge clk) if (c_mload) m_q <= b_q;
            assign mreg = m_q;
        end else begin : g_nom
            assign mreg = b_q;
            wire unused_m = &{1'b0, c_mload, c_oy, c_t1, c_yu};
        end
    endgenerate

    // ---- accumulators and the chaining value
    wire [N-1:0] yx = y[0];
    wire [N-1:0] yy = (NP > 1 && c_yu) ? y[NP - 1] : y[0];
    always @(posedge clk) begin
        if (c_shift) b_q <= {b_q[2*N-65:0], in_data};
        if (c_xw)    xa_q <= ({N{c_xk}} & xa_q) ^ yx;
        if (c_yw)    ya_q <= ({N{c_yk}} & ya_q) ^ yy;
        if (c_hiv)      h_q <= iv;
        else if (c_hsh) h_q <= h_q << OW;
        else if (c_hw)  h_q <= (c_hy ? ya_q : xa_q) ^ y[0];
    end

    // ---- the digest: the first DBITS bits of h, OW bits a word (a last word that
    // DBITS does not fill is zero past DBITS)
    localparam integer REM = DBITS % OW;
    localparam [OW-1:0] LMASK = (REM == 0) ? {OW{1'b1}} : ~({OW{1'b1}} >> REM);
    assign dig = h_q[N-1 -: OW] & (c_olast ? LMASK : {OW{1'b1}});
endmodule
`default_nettype wire
