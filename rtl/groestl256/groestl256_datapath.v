`default_nettype none
// The datapath: P and Q in eight row memories, four S-boxes, a half-column
// MixBytes, and the chaining value h as an eight-column ring of flip-flops.  The
// message column comes straight from lw_shell (no message buffer).
//
// Row memory i (16 x 8 bits) holds row i of P (addresses 0-7) and of Q (8-15).
// A column is computed in two issue cycles (rows 0-3, then rows 4-7), through a
// pipeline of three stages after the issue:
//   issue    the half's four row memories are read at the column's addresses
//   stage 1  the four bytes + AddRoundConstant -> S-box address (registered read)
//   stage 2  the S-box bytes registered once more (sb_q)
//   stage 3  MixBytes of the half; half 0 is kept in acc_q, half 1 completes the
//            column, which is written back in place (and, in the last round,
//            folded into h).
// ShiftBytes is the addressing: the bytes a new column reads are never read
// again in the round, so each new byte goes where its row's input byte came
// from.  After g rounds (counted across blocks, mod 8) logical column c of row i
// sits at address c + g * shift(i); every round reads and writes new column j at
// j + (g + 1) * shift(i).
module groestl256_datapath #(
    parameter         MEM      = "logic",  // "bram": two of the S-boxes in one block RAM
    parameter integer GROESTL0 = 0         // 1: Grøstl-0 (round 2) constants and Q shifts
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [63:0] in_data,    // one message column, row 0 in the MSB
    input  wire        c_init,     // h <- IV
    input  wire        c_hrot,     // h: rotate by one column
    input  wire        c_ld,       // load: one initial column is taken (written one cycle on)
    input  wire        c_lds,      // the load state (selects only: no in_valid in it)
    input  wire        c_ot,       // output transformation (the load writes h alone)
    input  wire        c_iss,      // issue one half column of a round
    input  wire        c_perm,     // 0: P, 1: Q (load)
    input  wire [2:0]  c_col,      // loaded column (load)
    input  wire        c_half,     // 0: rows 0-3, 1: rows 4-7
    input  wire [3:0]  c_rnd,      // round of the permutation, 0..9
    input  wire [2:0]  c_ofs,      // address rotation of the loaded state (see above)
    input  wire        c_rperm,    // issue: 0: P, 1: Q      (all three from flip-flops)
    input  wire [2:0]  c_rcol,     // issue: new column
    input  wire [2:0]  c_rofs,     // issue: address rotation of the column's round
    input  wire        c_hx,       // last round: fold the new column into h
    output wire [63:0] digest_col  // h column 4 (the output words come from here)
);
    // ShiftBytes amounts, row i at bits [3*i +: 3]
    localparam [23:0] SH_P = {3'd7, 3'd6, 3'd5, 3'd4, 3'd3, 3'd2, 3'd1, 3'd0};
    localparam [23:0] SH_Q = (GROESTL0 != 0) ? SH_P
                           : {3'd6, 3'd4, 3'd2, 3'd0, 3'd7, 3'd5, 3'd3, 3'd1};
    // IV: the digest size (256) as a 512-bit number: byte 62 = 01, i.e. column 7, row 6
    localparam [63:0] IV7 = 64'h0000_0000_0000_0100;

    // ------------------------------------------------------------------ h and m
    reg  [63:0] h_q [0:7];          // h_q[0] is the column the load and the last round use
    wire [63:0] col;                // the column completed in stage 3
    wire        col_done;           // ... this cycle
    reg         hx3_q;
    wire        hxor = col_done & hx3_q;

    integer j;
    always @(posedge clk) begin
        if (c_init) begin
            for (j = 0; j < 7; j = j + 1) h_q[j] <= 64'd0;
            h_q[7] <= IV7;
        end else if (c_hrot || hxor) begin
            for (j = 0; j < 7; j = j + 1) h_q[j] <= h_q[j+1];
            h_q[7] <= h_q[0] ^ (hxor ? col : 64'd0);
        end
    end
    assign digest_col = h_q[4];

    // ------------------------------------------------------------------ row memories
    // load data: Q <- m, P <- h ^ m (output transformation: P <- h).  A loaded
    // column is registered (lm_q = m or 0, lh_q = h_0 or 0: the selects are the
    // flip-flops' synchronous resets, no LUTs) and written one cycle later, at
    // ra3_q, through the same XOR as a round's column (acc_q and the S-box bytes
    // are zero in the load, so col = lm_q ^ lh_q): the row memories' write
    // address and data have no multiplexer and no path from lw_shell's in_valid.
    wire        sel_m  = c_lds & (c_perm | ~c_ot);
    wire        sel_h  = c_lds & ~c_perm;
    reg         ld1_q;                  // a loaded column is in lm_q ^ lh_q
    reg  [63:0] lm_q, lh_q;             // its message and h parts (zero when unused)
    always @(posedge clk) begin
        ld1_q <= c_ld & ~rst;
        lm_q  <= sel_m ? in_data : 64'd0;
        lh_q  <= sel_h ? h_q[0]  : 64'd0;
    end
    wire        we     = ld1_q | col_done;

    reg  [31:0] ra1_q, ra2_q, ra3_q; // the issue's eight row addresses, three stages on
    wire [31:0] ra;                 // ... at issue
    wire [31:0] la;                 // the load's write addresses
    wire [63:0] rd;                 // the eight row bytes read, row 0 in the MSB

    genvar i;
    generate
        for (i = 0; i < 8; i = i + 1) begin : g_row
            wire [2:0] lsh  = c_perm ? SH_Q[3*i +: 3] : SH_P[3*i +: 3];
            wire [2:0] lrot = c_ofs * lsh;                      // mod 8
            wire [2:0] sh   = c_rperm ? SH_Q[3*i +: 3] : SH_P[3*i +: 3];
            wire [2:0] rot  = c_rofs * sh;                      // mod 8
            assign la[4*i +: 4] = {c_perm, c_col + lrot};
            assign ra[4*i +: 4] = {c_rperm, c_rcol + rot};
            lw_ram_sdp #(.DEPTH(16), .DW(8), .STYLE("logic")) u_row (
                .clk(clk),
                .we(we), .waddr(ra3_q[4*i +: 4]),
                .wdata(col[63-8*i -: 8]),
                .re(c_iss & (c_half == (i >= 4))), .raddr(ra[4*i +: 4]), .rdata(rd[63-8*i -: 8])
            );
        end
    endgenerate

    // AddRoundConstant of the half being issued, formed from the controller's
    // flip-flops and registered with the row bytes (rc1_q): stage 1 then has only
    // the half select and one XOR in front of the S-boxes
    wire [2:0] c7   = c_rcol + ((GROESTL0 != 0) ? 3'd7 : 3'd6);   // input column of row 7 in Q
    wire [7:0] rc_p = (GROESTL0 != 0) ? ((c_rcol == 3'd0) ? {4'd0, c_rnd} : 8'd0)
                                      : {1'b0, c_rcol, c_rnd};
    wire [7:0] rc_q7 = (GROESTL0 != 0) ? ((c7 == 3'd0) ? ~{4'd0, c_rnd} : 8'd0)
                                       : ~{1'b0, c7, c_rnd};
    wire [7:0] rc_q = (GROESTL0 != 0) ? 8'h00 : 8'hff;
    wire [31:0] rc = c_rperm ? {rc_q, rc_q, rc_q, c_half ? rc_q7 : rc_q}
                             : {c_half ? 8'd0 : rc_p, 24'd0};

    // ------------------------------------------------------------------ stage 1
    reg        iss1_q, half1_q, hx1_q;
    reg [31:0] rc1_q;
    always @(posedge clk) begin
        iss1_q  <= c_iss & ~rst;
        half1_q <= c_half;
        rc1_q   <= rc;
        hx1_q   <= c_hx;
        ra1_q   <= ra;
    end

    wire [31:0] half_bytes = half1_q ? rd[31:0] : rd[63:32];
    wire [31:0] sa = half_bytes ^ rc1_q;

    // SubBytes: two S-boxes in the variant's memory style (u_sbox_m), two in
    // logic (u_sbox_l).  MLO = 1: u_sbox_m serves the half's rows 2 and 3 (6 and
    // 7), MLO = 0: rows 0 and 1 (4 and 5).  The same function either way; the
    // choice is the one that synthesised smaller for each core (README, "Measured":
    // ABC's mapping of the datapath moves by some per cent with such details).
    localparam integer MLO = ((MEM == "bram") || (GROESTL0 != 0)) ? 1 : 0;
    wire [15:0] sa_m = (MLO != 0) ? sa[15:0] : sa[31:16];
    wire [15:0] sa_l = (MLO != 0) ? sa[31:16] : sa[15:0];
    wire [15:0] sb_m, sb_l;
    (* keep_hierarchy *)
    lw_aes_sbox #(.IMPL(MEM), .LANES(2)) u_sbox_m (
        .clk(clk), .en(1'b1), .x(sa_m), .y(sb_m)
    );
    (* keep_hierarchy *)
    lw_aes_sbox #(.IMPL("logic"), .LANES(2)) u_sbox_l (
        .clk(clk), .en(1'b1), .x(sa_l), .y(sb_l)
    );
    wire [31:0] sb = (MLO != 0) ? {sb_l, sb_m} : {sb_m, sb_l};

    // ------------------------------------------------------------------ stage 2
    // the S-box bytes are registered once more, so that MixBytes starts from a
    // flip-flop (the block RAM's output is slow)
    reg        iss2_q, half2_q, hx2_q;
    reg [31:0] sb_q;
    always @(posedge clk) begin
        iss2_q  <= iss1_q & ~rst;
        half2_q <= half1_q;
        hx2_q   <= hx1_q;
        ra2_q   <= ra1_q;
        sb_q    <= iss2_q ? sb : 32'd0;    // zero outside a round: v = 0 for a load
    end

    // ------------------------------------------------------------------ stage 3
    reg        iss3_q, half3_q;
    always @(posedge clk) begin
        iss3_q  <= iss2_q & ~rst;
        half3_q <= half2_q;
        hx3_q   <= hx2_q;
        ra3_q   <= c_lds ? la : ra2_q;     // a load's write address
    end

    // MixBytes of one half: v[k] = sum over the half's rows i = 0..3 of
    // B[k][i] * s_i, with B = circ(02 02 03 04 05 03 05 07).  The second half's
    // rows 4..7 give the same sums rotated by four rows (B is circulant).
    function [7:0] xt;              // multiply by x (02)
        input [7:0] a;
        xt = {a[6:0], 1'b0} ^ (a[7] ? 8'h1b : 8'h00);
    endfunction
    function [7:0] gm;              // multiply by the coefficient c
        input [2:0] c;
        input [7:0] a;
        case (c)
            3'd2:    gm = xt(a);
            3'd3:    gm = xt(a) ^ a;
            3'd4:    gm = xt(xt(a));
            3'd5:    gm = xt(xt(a)) ^ a;
            3'd7:    gm = xt(xt(a)) ^ xt(a) ^ a;
            default: gm = a;
        endcase
    endfunction
    localparam [23:0] COEF = {3'd7, 3'd5, 3'd3, 3'd5, 3'd4, 3'd3, 3'd2, 3'd2};  // c[n] at [3*n +: 3]

    wire [63:0] v;
    genvar k;
    generate
        for (k = 0; k < 8; k = k + 1) begin : g_mix
            assign v[63-8*k -: 8] = gm(COEF[3*((8 - k) % 8) +: 3], sb_q[31:24])
                                  ^ gm(COEF[3*((9 - k) % 8) +: 3], sb_q[23:16])
                                  ^ gm(COEF[3*((10 - k) % 8) +: 3], sb_q[15:8])
                                  ^ gm(COEF[3*((11 - k) % 8) +: 3], sb_q[7:0]);
        end
    endgenerate

    reg [63:0] acc_q;               // MixBytes of rows 0-3 of the column (zero in the load)
    always @(posedge clk)
        if (c_lds) acc_q <= 64'd0;
        else if (iss3_q && !half3_q) acc_q <= v;
    assign col      = acc_q ^ {v[31:0], v[63:32]} ^ lm_q ^ lh_q;
    assign col_done = iss3_q & half3_q;
endmodule
`default_nettype wire
