`default_nettype none
// The controller: the block loader, the main FSM with its round/step counter, and
// the pipeline registers that carry each pass (half a G function) from S0 through
// S1 and AD to CB.
module blake256_control #(
    parameter integer ROUNDS = 14
) (
    input  wire        clk,
    input  wire        rst,
    // lw_in
    input  wire        in_valid,
    input  wire        in_first,
    input  wire        in_final,
    output wire        in_take,
    // lw_out
    output wire        out_valid,
    input  wire        out_take,
    // message load and counter
    output wire        c_mwe,
    output wire [4:0]  c_mwaddr,
    output wire        c_tcap,
    output wire        c_tload,
    output wire [22:0] c_blk,
    output wire [22:0] c_blk1,
    output wire        c_tpart,
    output wire        c_tfin,
    input  wire [8:0]  in_bp_lo,     // msg_len_bp mod 512
    // S0
    output wire [6:0]  c_saddr,
    output wire        c_s0_pass2,
    output wire        c_s0_slot,
    // S1
    output wire [3:0]  c_ra, c_rb, c_rc, c_rd,
    // AD
    output wire        c_ad_pass2,
    output wire        c_ad_fin,
    output wire        c_ad_t,
    output wire        c_we_a, c_we_d,
    output wire [3:0]  c_wa, c_wd,
    output wire        c_ld_iv,
    output wire        c_cbyp,
    output wire        c_sh0, c_sh1,
    // CB
    output wire        c_cb_pass2,
    output wire        c_cb_fin,
    output wire        c_we_b, c_we_c,
    output wire [3:0]  c_wb, c_wc,
    output wire        c_osel
);
    localparam integer RL = ROUNDS - 1;
    localparam [3:0]   RLAST = RL[3:0];
    localparam [2:0] S_WAIT = 3'd0, S_BUB = 3'd1, S_FIN = 3'd2, S_RUN = 3'd3, S_OUT = 3'd4;

    // ------------------------------------------------------------------ block loader
    // Two message slots; blocks go to them in turn.  A slot is full from its last
    // word (plus one cycle, to capture the counter) until the compression has read
    // it for the last time.
    reg  [1:0]  full_q;
    reg  [1:0]  first_q;      // per slot: the block is the first of its message
    reg  [1:0]  final_q;      // per slot: the block is the last of its message
    reg         wslot_q;      // slot being loaded
    reg  [3:0]  widx_q;       // next word of it
    reg         tpend_q;      // the slot's block is complete: capture its counter now
    reg  [22:0] blk_q;        // index of the block being loaded, in its message

    reg         tnx_q;        // the datapath's t_next holds a t the compression has not taken
    // A block's last word waits while t_next is still taken: after the last block of
    // a message, the slot it frees can be filled (the second block of the next
    // message) before the first block of the next message has started.
    assign in_take  = in_valid & ~full_q[wslot_q] & ~tpend_q & ~(tnx_q & (widx_q == 4'd15));
    assign c_mwe    = in_take;
    assign c_mwaddr = {wslot_q, widx_q};
    // The counter of a block depends on whether the NEXT block is the last one
    // (a block where the message ends followed by a block of padding only).  One
    // cycle after a block's last word, lw_in's o_final_blk already describes the
    // next block of the same segment, and is 0 if the segment (not the last) ended.
    assign c_tcap   = tpend_q;
    // t of the block (low word; the high word is 0 for messages under 2^32 bits):
    // (i+1)*512 for a block of message bits only, i*512 + (bp mod 512) for the block
    // where the message ends, 0 for a last block that holds padding only (blk_q = i).
    // The comparisons of bp are registered: in the cycle of a block's last word bp
    // already describes the segment of the block.  lw_in's msg_final_blk comes late
    // in the cycle, so the adder does not depend on it.
    reg         bp_nz_q, bp_lt_q;       // bp mod 512 != 0, < 447
    always @(posedge clk) begin
        bp_nz_q <= (in_bp_lo != 9'd0);
        bp_lt_q <= (in_bp_lo < 9'd447);
    end
    wire        t_part  = final_q[wslot_q] ? (bp_nz_q & bp_lt_q) : (in_final & ~bp_lt_q);
    wire [22:0] blk_inc = blk_q + 23'd1;
    assign c_blk    = blk_q;
    assign c_blk1   = blk_inc;
    assign c_tpart  = t_part;
    assign c_tfin   = final_q[wslot_q];

    // ------------------------------------------------------------------ main FSM, S0
    reg  [2:0] st_q;
    reg  [3:0] r_q;           // round
    reg  [3:0] r10_q;         // round mod 10 (the sigma permutation)
    reg  [3:0] j_q;           // step in the round (S_RUN), column (S_FIN)
    reg        fo_q;          // the fin ops only finalise: the message has ended
    reg        cslot_q;       // slot being compressed
    reg  [2:0] oaddr_q;       // digest word on the output

    // steps of a round: j[3] diagonal, j[2] second pass; columns in the order
    // 0 1 3 2, diagonals (by the column of their a word) 0 3 1 2 (README: hazards)
    wire [1:0] jk      = j_q[1:0];
    wire [1:0] col_g   = {jk[1], jk[1] ^ jk[0]};
    wire [1:0] diag_g  = (jk == 2'd0) ? 2'd0 : (jk == 2'd1) ? 2'd3 : (jk == 2'd2) ? 2'd1 : 2'd2;
    wire       s0_run  = (st_q == S_RUN);
    wire       s0_fin  = (st_q == S_FIN);
    wire       s0_v    = s0_run | s0_fin;
    wire       s0_diag = s0_run & j_q[3];
    wire       s0_p2   = s0_run & j_q[2];
    wire [1:0] s0_g    = s0_fin ? jk : s0_diag ? diag_g : col_g;
    wire       s0_last = s0_run && (r_q == RLAST) && (j_q == 4'd15);
    // init op: a first pass on a column in round 0; reads c, d from the constant regions
    wire       s0_init = s0_run && (r_q == 4'd0) && (j_q[3:2] == 2'd0);
    assign c_saddr = {r10_q, j_q[3], j_q[1:0]};
    assign c_s0_pass2 = s0_p2;
    assign c_s0_slot  = cslot_q;
    assign c_tload    = (st_q == S_BUB) & ~fo_q;   // not for the fin ops after a last block

    // ------------------------------------------------------------------ pipeline registers
    reg        p1_v, p1_fin, p1_first, p1_init, p1_diag, p1_p2, p1_last, p1_slot;
    reg  [1:0] p1_g;
    reg        p2_v, p2_fin, p2_init, p2_diag, p2_p2;
    reg  [1:0] p2_g;
    reg        p3_v, p3_fin, p3_diag, p3_p2;
    reg  [1:0] p3_g;
    reg        cbyp_q;

    // bank addresses {region, word} of a pass on G(diag, i): a = v[i], b = v[4 + (i+k)%4],
    // c = v[8 + (i+2k)%4], d = v[12 + (i+3k)%4] with k = 1 for a diagonal; region 1
    // (zeros) for the fin ops of a first block, region 2 (constants) for C, D of init ops
    wire [1:0] p1_reg = {1'b0, p1_fin & p1_first};
    assign c_ra    = {p1_reg, p1_g};
    assign c_rb    = {p1_reg, p1_g + {1'b0, p1_diag}};
    assign c_rd    = {p1_init, p1_fin & p1_first, p1_g - {1'b0, p1_diag}};
    // C is read in AD, except by a fin op (in S1; the op ahead of a fin op is never in AD)
    assign c_rc    = p1_fin ? {p1_reg, p1_g} : {p2_init, 1'b0, p2_g + {p2_diag, 1'b0}};

    assign c_ad_pass2 = p2_p2;
    assign c_ad_fin   = p2_fin;
    assign c_ad_t     = p2_init & ~p2_g[1];
    assign c_we_a     = p2_v;
    assign c_we_d     = p2_v & ~p2_fin;
    assign c_wa       = {2'b00, p2_g};
    assign c_wd       = {2'b00, p2_g - {1'b0, p2_diag}};

    assign c_cbyp     = cbyp_q;     // used by the logic variant only
    assign c_cb_pass2 = p3_p2;
    assign c_cb_fin   = p3_fin;
    assign c_we_b     = p3_v;
    assign c_we_c     = p3_v & ~p3_fin;
    assign c_wb       = {2'b00, p3_g + {1'b0, p3_diag}};
    assign c_wc       = {2'b00, p3_g + {p3_diag, 1'b0}};

    // the digest leaves from the chaining value rings once the last fin op has written them
    wire       out_last = out_take && (oaddr_q == 3'd7);
    assign out_valid = (st_q == S_OUT) & ~p1_v & ~p2_v;
    assign c_osel    = oaddr_q[2];
    assign c_sh0     = (p2_v & p2_fin) | (out_take & ~oaddr_q[2]);
    assign c_sh1     = (p2_v & p2_fin) | (out_take &  oaddr_q[2]);
    assign c_ld_iv   = rst | out_last;

    always @(posedge clk) begin
        p3_v     <= p2_v;
        p3_fin   <= p2_fin;
        p3_diag  <= p2_diag;
        p3_p2    <= p2_p2;
        p3_g     <= p2_g;
        cbyp_q   <= c_we_c && (c_wc == c_rc);
        p2_v     <= p1_v;
        p2_fin   <= p1_fin;
        p2_init  <= p1_init;
        p2_diag  <= p1_diag;
        p2_p2    <= p1_p2;
        p2_g     <= p1_g;
        p1_v     <= s0_v;
        p1_fin   <= s0_fin;
        p1_first <= first_q[cslot_q] & ~fo_q;
        p1_init  <= s0_init;
        p1_diag  <= s0_diag;
        p1_p2    <= s0_p2;
        p1_last  <= s0_last;
        p1_slot  <= cslot_q;
        p1_g     <= s0_g;
        if (rst) begin
            p1_v <= 1'b0;
            p2_v <= 1'b0;
            p3_v <= 1'b0;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            full_q  <= 2'b00;
            first_q <= 2'b00;
            final_q <= 2'b00;
            wslot_q <= 1'b0;
            widx_q  <= 4'd0;
            tpend_q <= 1'b0;
            tnx_q   <= 1'b0;
            blk_q   <= 23'd0;
            st_q    <= S_WAIT;
            r_q     <= 4'd0;
            r10_q   <= 4'd0;
            j_q     <= 4'd0;
            fo_q    <= 1'b0;
            cslot_q <= 1'b0;
            oaddr_q <= 3'd0;
        end else begin
            // ---------------- loader
            if (in_take) begin
                widx_q <= widx_q + 4'd1;
                if (widx_q == 4'd0) first_q[wslot_q] <= in_first;
                if (in_first) blk_q <= 23'd0;
                if (widx_q == 4'd15) begin
                    final_q[wslot_q] <= in_final;
                    tpend_q <= 1'b1;
                end
            end
            if (c_tload) tnx_q <= 1'b0;
            if (tpend_q) begin
                tpend_q <= 1'b0;
                tnx_q   <= 1'b1;
                full_q[wslot_q] <= 1'b1;
                wslot_q <= ~wslot_q;
                blk_q <= blk_inc;
            end
            // the last pass of a block has read its message word
            if (p1_v && p1_last) full_q[p1_slot] <= 1'b0;

            // ---------------- main FSM
            case (st_q)
                S_WAIT: if (full_q[cslot_q]) begin
                            st_q <= S_BUB;
                            fo_q <= 1'b0;
                        end
                S_BUB:  begin           // one cycle: the last pass's words reach the banks
                            st_q <= S_FIN;
                            j_q  <= 4'd0;
                        end
                S_FIN:  begin
                            j_q <= j_q + 4'd1;
                            if (j_q[1:0] == 2'd3) begin
                                j_q   <= 4'd0;
                                r_q   <= 4'd0;
                                r10_q <= 4'd0;
                                st_q  <= fo_q ? S_OUT : S_RUN;
                            end
                        end
                S_RUN:  begin
                            j_q <= j_q + 4'd1;
                            if (j_q == 4'd15) begin
                                r_q   <= r_q + 4'd1;
                                r10_q <= (r10_q == 4'd9) ? 4'd0 : r10_q + 4'd1;
                            end
                            if (s0_last) begin
                                cslot_q <= ~cslot_q;
                                if (final_q[cslot_q]) begin
                                    st_q <= S_BUB;
                                    fo_q <= 1'b1;
                                end else if (full_q[~cslot_q]) begin
                                    st_q <= S_BUB;
                                end else begin
                                    st_q <= S_WAIT;
                                end
                            end
                        end
                default: begin // S_OUT
                            if (out_take) oaddr_q <= oaddr_q + 3'd1;
                            if (out_last) st_q <= S_WAIT;
                        end
            endcase
        end
    end
endmodule

`default_nettype wire
