// lane_fast_control: the schedule of the wide LANE datapath.
//
// A unit's ring holds two permutations (slot A in x while slot B is in s, then the
// other way round), so a "wave" of two permutations of R rounds takes 2R cycles.  A
// block is four waves (RP rounds for P, RQ for Q):
//
//   wave 0: P4, P5 (W4 = m0|m1, W5 = m2|m3: the block only)  -> Y = P4 ^ P5
//   wave 1: P0, P1 (need h)                                 -> X = P0 ^ P1
//   wave 2: P2, P3                                          -> Q0 in = X ^ P2, Q1 in = Y ^ P3
//   wave 3: Q0, Q1                                          -> X = Q0, h = X ^ Q1
//
// Wave 0 needs no h, so the next block's wave 0 follows wave 3 at once while h is still
// being written.  The block buffer b is read last by the W2 load (wave 2); from then on
// it takes the next block from the bus.  The position (wave w, slot s, pass k) of the
// state in x (x*) and in s (s*) drives everything: the input of x from the position
// of the next cycle, the accumulators from the position in s (its y is the result of
// that pass).  NP = 2 (two units, blocks overlapped): see g_np2 below.  The block
// buffer, the counter t of each block and the digest are common to both.
`default_nettype none
module lane_fast_control #(
    parameter integer NP   = 1,     // P units: 1 or 2
    parameter integer RP   = 6,     // rounds of a P permutation (the last one included)
    parameter integer RQ   = 3,     // rounds of a Q permutation
    parameter integer LB   = 9,     // log2 of the block bits
    parameter integer NOUT = 4      // digest words
) (
    input  wire            clk,
    input  wire            rst,
    input  wire            in_valid,
    input  wire            in_blk_last,
    input  wire            in_last,
    input  wire            in_final,
    input  wire [LB-1:0]   in_bp_lo,
    output wire            in_take,
    output wire            out_valid,
    input  wire            out_take,
    output wire            c_shift,
    output wire            c_mload,
    output wire [6*NP-1:0] c_kaddr,
    output wire [NP-1:0]   c_ry,
    output wire [NP-1:0]   c_oy,
    output wire [NP-1:0]   c_sx,
    output wire [NP-1:0]   c_sy,
    output wire [3*NP-1:0] c_wsel,
    output wire [NP-1:0]   c_wb,
    output wire [31:0]     c_t0,
    output wire [31:0]     c_t1,
    output wire            c_xw,
    output wire            c_xk,
    output wire            c_yw,
    output wire            c_yk,
    output wire            c_yu,
    output wire            c_hw,
    output wire            c_hy,
    output wire            c_hiv,
    output wire            c_hsh,
    output wire            c_olast
);
    localparam integer RPM = RP - 1, RQM = RQ - 1;
    localparam [2:0] KP = RPM[2:0], KQ = RQM[2:0];
    localparam integer BB = 32 - LB;                  // bits of the block index
    localparam integer NOM = NOUT - 1;
    localparam [4:0] NOL = NOM[4:0];

    // ---- the block buffer and its counter
    reg          bfull_q;     // b holds a block the ring still reads
    reg          bnew_q;      // that block has not started
    reg          bfin_q;      // it is the last block of its message
    reg          tpend_q;     // its counter is computed this cycle
    reg [BB-1:0] blk_q;       // index in its message of the block being loaded
    reg [BB-1:0] blkx_q;      // index of the block in b
    reg [LB-1:0] bpl_q;       // msg_len_bp mod block bits, of the block in b
    reg [31:0]   tn_q;        // counter of the block in b
    // ---- the digest
    reg          ot_q;        // a block that ends its message has started, digest not out yet
    reg          out_q;
    reg [4:0]    oc_q;

    // ---- the position (wave, slot, pass) of the state in x and of the one in s; the
    // schedule below says where x goes next (nv: valid, nw, ns, nk)
    reg       xv_q, xs_q, sv_q, ss_q;
    reg [1:0] xw_q, sw_q;
    reg [2:0] xk_q, sk_q;
    reg       nv, ns;
    reg [1:0] nw;
    reg [2:0] nk;

    wire ready = bnew_q & ~tpend_q & ~ot_q;
    wire start;               // the block in b starts (from the schedule)
    wire bdone;               // the last read of b by its block
    wire hfin;                // h is written with a digest

    // ---- the bus side
    wire olast = (oc_q == NOL);
    assign in_take   = ~bfull_q;
    assign c_shift   = in_valid & in_take;
    assign out_valid = out_q;
    assign c_hsh     = out_q & out_take;
    assign c_hiv     = rst | (c_hsh & olast);
    assign c_olast   = olast;

    always @(posedge clk) begin
        if (rst) begin
            bfull_q <= 1'b0; bnew_q <= 1'b0; bfin_q <= 1'b0; tpend_q <= 1'b0;
            blk_q <= {BB{1'b0}}; blkx_q <= {BB{1'b0}}; bpl_q <= {LB{1'b0}}; tn_q <= 32'd0;
            ot_q <= 1'b0; out_q <= 1'b0; oc_q <= 5'd0;
            xv_q <= 1'b0; xw_q <= 2'd0; xs_q <= 1'b0; xk_q <= 3'd0;
            sv_q <= 1'b0; sw_q <= 2'd0; ss_q <= 1'b0; sk_q <= 3'd0;
        end else begin
            xv_q <= nv; xw_q <= nw; xs_q <= ns; xk_q <= nk;
            sv_q <= xv_q; sw_q <= xw_q; ss_q <= xs_q; sk_q <= xk_q;
            if (c_shift & in_blk_last) begin
                bfull_q <= 1'b1;
                bnew_q  <= 1'b1;
                bfin_q  <= in_final;
                tpend_q <= 1'b1;
                blkx_q  <= blk_q;
                blk_q   <= in_last ? {BB{1'b0}} : blk_q + 1'b1;
                bpl_q   <= in_bp_lo;
            end
            // the counter of the block: the cycle after its last word lw_in's
            // msg_final_blk says whether the next block of the segment ends the message
            // (then this one holds the message's last bits: t = its index * block bits
            // + msg_len_bp mod block bits, unless that is 0)
            if (tpend_q) begin
                tpend_q <= 1'b0;
                if (bfin_q)                               tn_q <= 32'd0;
                else if (in_final && bpl_q != {LB{1'b0}}) tn_q <= {blkx_q, bpl_q};
                else                                      tn_q <= {blkx_q + 1'b1, {LB{1'b0}}};
            end
            if (start) begin
                bnew_q <= 1'b0;
                ot_q   <= bfin_q;
            end
            if (bdone) bfull_q <= 1'b0;
            // the digest
            if (hfin) begin
                out_q <= 1'b1;
                oc_q  <= 5'd0;
            end
            if (c_hsh) begin
                oc_q <= oc_q + 5'd1;
                if (olast) begin
                    out_q <= 1'b0;
                    ot_q  <= 1'b0;
                end
            end
        end
    end

    generate
        if (NP == 1) begin : g_np1
            // ---- one unit: waves 0..3 as in the header
            reg        ft_q, fts_q;
            reg [31:0] t_q;

            wire xlast = xv_q & xs_q & (xk_q == ((xw_q == 2'd3) ? KQ : KP));
            assign start = ready & (~xv_q | (xlast & (xw_q == 2'd3)));

            // the position of x in the next cycle
            always @(*) begin
                nv = 1'b1; nw = xw_q; ns = 1'b1; nk = xk_q;
                if (xv_q & ~xs_q) begin
                    ns = 1'b1;
                end else if (xv_q & ~xlast) begin
                    ns = 1'b0; nk = xk_q + 3'd1;
                end else if (xv_q & (xw_q != 2'd3)) begin
                    nw = xw_q + 2'd1; ns = 1'b0; nk = 3'd0;
                end else begin
                    nv = start; nw = 2'd0; ns = 1'b0; nk = 3'd0;
                end
            end

            // what x takes: a new input at pass 0 of a wave, else its own y
            wire nload = nv & (nk == 3'd0);
            wire nldw  = nload & (nw != 2'd3);             // an expanded state W_j
            assign c_ry    = ~nldw;
            assign c_oy    = 1'b0;
            assign c_sx    = nload & (nw == 2'd3) & ~ns;   // Q0 <- X ^ P2
            assign c_sy    = nload & (nw == 2'd3) & ns;    // Q1 <- Y ^ P3
            // W index of (wave, slot): (0,A) 4, (0,B) 5, (1,A) 0, (1,B) 1, (2,A) 2, (2,B) 3
            assign c_wsel  = ~nldw ? 3'd7 : (nw == 2'd0) ? {2'b10, ns} : {1'b0, nw[1], ns};
            assign c_wb    = 1'b1;
            assign c_kaddr = {nw, ns, nk};
            assign c_t0    = t_q;
            assign c_t1    = 32'd0;
            assign c_mload = 1'b0;
            assign bdone   = nldw & (nw == 2'd2) & ~ns;    // W2: the last read of b

            // what y (the result of the pass in s) is
            wire sdone = sv_q & (sk_q == ((sw_q == 2'd3) ? KQ : KP));
            assign c_yw = sdone & (sw_q == 2'd0);          // Y = P4, Y ^= P5
            assign c_yk = ss_q;
            assign c_yu = 1'b0;
            assign c_xw = sdone & ((sw_q == 2'd1) | ((sw_q == 2'd3) & ~ss_q));   // X = P0, ^= P1; X = Q0
            assign c_xk = ss_q & (sw_q == 2'd1);
            assign c_hw = sdone & (sw_q == 2'd3) & ss_q;   // h = Q0 ^ Q1
            assign c_hy = 1'b0;
            assign hfin = c_hw & fts_q;

            always @(posedge clk) begin
                if (rst) begin
                    t_q <= 32'd0; ft_q <= 1'b0; fts_q <= 1'b0;
                end else begin
                    fts_q <= ft_q;                         // the block whose pass is in s
                    if (start) begin
                        t_q  <= tn_q;
                        ft_q <= bfin_q;
                    end
                end
            end
        end else begin : g_np2
            // ---- two units, two waves a block, blocks overlapped:
            //   wave B (w = 0): unit 0 Q1, Q0 of the block of the last wave A (RQ
            //                   rounds), unit 1 P4, P5 of the next block (RP rounds);
            //   wave A (w = 1): unit 0 P0, P1, unit 1 P3, P2 (RP rounds).
            // Q1 <- Y ^ P3 (Y = P4 ^ P5 of wave B), Q0 <- X ^ P1 ^ P2 (X = P0); Y = Q1,
            // h = Y ^ Q0 in wave B, before unit 1's P4 and P5 write Y.  Wave B runs RQ
            // rounds only when no block is ready to start in it.
            wire      xw = xw_q[0], sw = sw_q[0];   // 0: wave B, 1: wave A
            wire      unused_w = &{1'b0, xw_q[1], sw_q[1]};
            reg       qv_q, pv_q, qvs_q, pvs_q;   // wave B carries Qs / a new block (x, s)
            reg       pf_q, af_q;                 // block of unit 1 in wave B / of wave A ends its message
            reg [31:0] t0_q, t1_q;

            wire xlast = xv_q & xs_q & (xk_q == ((~xw & ~pv_q) ? KQ : KP));
            assign start = ready & (~xv_q | (xlast & (xw | ~pv_q)));

            reg nqv, npv;
            always @(*) begin
                nv = 1'b1; nw = xw_q; ns = 1'b1; nk = xk_q; nqv = qv_q; npv = pv_q;
                if (xv_q & ~xs_q) begin
                    ns = 1'b1;
                end else if (xv_q & ~xlast) begin
                    ns = 1'b0; nk = xk_q + 3'd1;
                end else if (xv_q & ~xw & pv_q) begin
                    nw = 2'd1; ns = 1'b0; nk = 3'd0;        // wave B -> wave A
                end else begin
                    nv = start | (xv_q & xw);                // wave A -> wave B; idle -> wave B
                    nw = 2'd0; ns = 1'b0; nk = 3'd0;
                    nqv = xv_q & xw; npv = start;
                end
            end

            wire nload = nv & (nk == 3'd0);
            wire nldb  = nload & ~nw[0];
            wire nlda  = nload & nw[0];
            // unit 0: wave B Q1 <- Y ^ y1 (slot A), Q0 <- X ^ y0 ^ y1 (slot B); wave A W0, W1
            // unit 1: wave B W4, W5 from b; wave A W3, W2
            assign c_ry    = {~nload, ~nlda & ~(nldb & ~ns)};
            assign c_oy    = {1'b0, nldb};
            assign c_sx    = {1'b0, nldb & ns};
            assign c_sy    = {1'b0, nldb & ~ns};
            assign c_wsel  = {nldb ? {2'b10, ns} : nlda ? {2'b01, ~ns} : 3'd7,
                              nlda ? {2'b00, ns} : 3'd7};
            assign c_wb    = {nldb, 1'b0};
            assign c_kaddr = {nw, ns, nk, nw, ns, nk};
            assign c_t0    = t0_q;
            assign c_t1    = t1_q;
            assign c_mload = nldb & ns & pv_q;               // m <- b with the W5 load
            assign bdone   = c_mload;

            wire q1o = sv_q & ~sw & ~ss_q & (sk_q == KQ) & qvs_q;
            wire q0o = sv_q & ~sw &  ss_q & (sk_q == KQ) & qvs_q;
            wire p4o = sv_q & ~sw & ~ss_q & (sk_q == KP) & pvs_q;
            wire p5o = sv_q & ~sw &  ss_q & (sk_q == KP) & pvs_q;
            assign c_yw = q1o | p4o | p5o;                  // Y = Q1; Y = P4, Y ^= P5
            assign c_yu = p4o | p5o;
            assign c_yk = p5o;
            assign c_xw = sv_q & sw & ~ss_q & (sk_q == KP);     // X = P0
            assign c_xk = 1'b0;
            assign c_hw = q0o;                              // h = Y ^ Q0
            assign c_hy = 1'b1;
            assign hfin = q0o & af_q;

            always @(posedge clk) begin
                if (rst) begin
                    qv_q <= 1'b0; pv_q <= 1'b0; qvs_q <= 1'b0; pvs_q <= 1'b0;
                    pf_q <= 1'b0; af_q <= 1'b0; t0_q <= 32'd0; t1_q <= 32'd0;
                end else begin
                    qv_q <= nqv; pv_q <= npv; qvs_q <= qv_q; pvs_q <= pv_q;
                    if (start) begin
                        t1_q <= tn_q;
                        pf_q <= bfin_q;
                    end
                    if (nlda & ~ns) begin                   // wave A starts: unit 1's block moves on
                        t0_q <= t1_q;
                        af_q <= pf_q;
                    end
                end
            end
        end
    endgenerate
endmodule
`default_nettype wire
