// lane_fast_control: the schedule of the wide LANE datapath (NP = 1).
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
// that pass).
`default_nettype none
module lane_fast_control #(
    parameter integer RP   = 6,     // rounds of a P permutation (the last one included)
    parameter integer RQ   = 3,     // rounds of a Q permutation
    parameter integer LB   = 9,     // log2 of the block bits
    parameter integer NOUT = 4      // digest words
) (
    input  wire          clk,
    input  wire          rst,
    input  wire          in_valid,
    input  wire          in_blk_last,
    input  wire          in_last,
    input  wire          in_final,
    input  wire [LB-1:0] in_bp_lo,
    output wire          in_take,
    output wire          out_valid,
    input  wire          out_take,
    output wire          c_shift,
    output wire [5:0]    c_kaddr,
    output wire          c_ry,
    output wire          c_sx,
    output wire          c_sy,
    output wire [2:0]    c_wsel,
    output wire [31:0]   c_t0,
    output wire          c_xw,
    output wire          c_xk,
    output wire          c_yw,
    output wire          c_yk,
    output wire          c_hw,
    output wire          c_hiv,
    output wire          c_hsh,
    output wire          c_olast
);
    localparam integer RPM = RP - 1, RQM = RQ - 1;
    localparam [2:0] KP = RPM[2:0], KQ = RQM[2:0];
    localparam integer BB = 32 - LB;                  // bits of the block index
    localparam integer NOM = NOUT - 1;
    localparam [4:0] NOL = NOM[4:0];

    // ---- positions
    reg       xv_q, xs_q, sv_q, ss_q;
    reg [1:0] xw_q, sw_q;
    reg [2:0] xk_q, sk_q;
    // ---- the block buffer and its counter
    reg          bfull_q;     // b holds a block the ring still reads
    reg          bnew_q;      // that block has not started
    reg          bfin_q;      // it is the last block of its message
    reg          tpend_q;     // its counter is computed this cycle
    reg [BB-1:0] blk_q;       // index in its message of the block being loaded
    reg [BB-1:0] blkx_q;      // index of the block in b
    reg [LB-1:0] bpl_q;       // msg_len_bp mod block bits, of the block in b
    reg [31:0]   tn_q;        // counter of the block in b
    reg [31:0]   t_q;         // counter of the block in the ring
    // ---- the block in the ring, the digest
    reg          ot_q;        // it is the last block of a message (digest not out yet)
    reg          ots_q;       // the same, one cycle later (the block whose pass is in s)
    reg          out_q;
    reg [4:0]    oc_q;

    wire xlast = xv_q & xs_q & (xk_q == ((xw_q == 2'd3) ? KQ : KP));
    wire ready = bnew_q & ~tpend_q & ~ot_q;
    wire start = ready & (~xv_q | (xlast & (xw_q == 2'd3)));

    // the position of x in the next cycle
    reg       nv, ns;
    reg [1:0] nw;
    reg [2:0] nk;
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
    wire nldw  = nload & (nw != 2'd3);                 // an expanded state W_j
    assign c_ry   = ~nldw;
    assign c_sx   = nload & (nw == 2'd3) & ~ns;        // Q0 <- X ^ P2
    assign c_sy   = nload & (nw == 2'd3) & ns;         // Q1 <- Y ^ P3
    // W index of (wave, slot): (0,A) 4, (0,B) 5, (1,A) 0, (1,B) 1, (2,A) 2, (2,B) 3
    assign c_wsel = ~nldw ? 3'd7 : (nw == 2'd0) ? {2'b10, ns} : {1'b0, nw[1], ns};
    assign c_kaddr = {nw, ns, nk};
    assign c_t0   = t_q;

    // what y (the result of the pass in s) is
    wire sdone = sv_q & (sk_q == ((sw_q == 2'd3) ? KQ : KP));
    assign c_yw  = sdone & (sw_q == 2'd0);             // Y = P4, Y ^= P5
    assign c_yk  = ss_q;
    assign c_xw  = sdone & ((sw_q == 2'd1) | ((sw_q == 2'd3) & ~ss_q));   // X = P0, ^= P1; X = Q0
    assign c_xk  = ss_q & (sw_q == 2'd1);
    assign c_hw  = sdone & (sw_q == 2'd3) & ss_q;      // h = Q0 ^ Q1
    wire   lastw = nldw & (nw == 2'd2) & ~ns;          // W2: the last read of b

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
            xv_q <= 1'b0; xw_q <= 2'd0; xs_q <= 1'b0; xk_q <= 3'd0;
            sv_q <= 1'b0; sw_q <= 2'd0; ss_q <= 1'b0; sk_q <= 3'd0;
            bfull_q <= 1'b0; bnew_q <= 1'b0; bfin_q <= 1'b0; tpend_q <= 1'b0;
            blk_q <= {BB{1'b0}}; blkx_q <= {BB{1'b0}}; bpl_q <= {LB{1'b0}};
            tn_q <= 32'd0; t_q <= 32'd0;
            ot_q <= 1'b0; ots_q <= 1'b0; out_q <= 1'b0; oc_q <= 5'd0;
        end else begin
            xv_q <= nv; xw_q <= nw; xs_q <= ns; xk_q <= nk;
            sv_q <= xv_q; sw_q <= xw_q; ss_q <= xs_q; sk_q <= xk_q;
            // the buffer
            if (c_shift) begin
                if (in_blk_last) begin
                    bfull_q <= 1'b1;
                    bnew_q  <= 1'b1;
                    bfin_q  <= in_final;
                    tpend_q <= 1'b1;
                    blkx_q  <= blk_q;
                    blk_q   <= in_last ? {BB{1'b0}} : blk_q + 1'b1;
                    bpl_q   <= in_bp_lo;
                end
            end
            // the counter of the block: the cycle after its last word lw_in's
            // msg_final_blk says whether the next block of the segment ends the message
            if (tpend_q) begin
                tpend_q <= 1'b0;
                if (bfin_q)                              tn_q <= 32'd0;
                else if (in_final && bpl_q != {LB{1'b0}}) tn_q <= {blkx_q, bpl_q};
                else                                     tn_q <= {blkx_q + 1'b1, {LB{1'b0}}};
            end
            if (start) begin
                bnew_q <= 1'b0;
                ot_q   <= bfin_q;
                t_q    <= tn_q;
            end
            if (lastw) begin
                bfull_q <= 1'b0;
            end
            // the digest
            ots_q <= ot_q;
            if (c_hw & ots_q) begin
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
endmodule
`default_nettype wire
