`default_nettype none
// The controller of the large point: the block loader (two message slots and the
// counter t of each), the issue stage F0 with its half-step counter, and the valid
// and kind bits that carry each op through F1 to EX.
//
// Ops: HS (a half step: the four G units each do half a G; q[0] = second half,
// q[1] = diagonal step), INIT (finalise the block in the state, if any, and load
// the state for the next block; for the first block of a message h' = IV) and FIN
// (finalise a message's last block; the digest register takes it a cycle later).
// An op is issued in F0 (schedule ring, message read address), has its message word
// and constant in F1, m ^ k in a register in F2, and updates the state in EX, where
// the G units add the m ^ k of the NEXT op (in F2) to the a words they write.
module blake256x4_control #(
    parameter integer ROUNDS = 14
) (
    input  wire        clk,
    input  wire        rst,
    // lw_in
    input  wire        in_valid,
    input  wire        in_first,
    input  wire        in_final,
    input  wire [8:0]  in_bp_lo,     // msg_len_bp mod 512
    output wire        in_take,
    // lw_out
    output wire        out_valid,
    input  wire        out_take,
    // message load
    output wire        c_mwe,
    output wire [4:0]  c_mwaddr,
    // F0
    output wire        c_sh,         // a first half is issued: turn the schedule ring
    output wire        c_s0p2,       // the op issued is a second half
    output wire        c_rslot,
    // EX
    output wire        c_f1hs,       // F1: the op is a half step (else its m ^ k is 0)
    output wire        c_hs, c_p2, c_init, c_first, c_fin,
    output wire        c_dgl,        // the digest register takes the chaining value
    output wire [31:0] c_t,
    // digest
    output wire [2:0]  c_oaddr
);
    localparam integer NS = 2 * ROUNDS;     // steps of a block

    // ------------------------------------------------------------------ block loader
    // Blocks go to the two slots in turn.  A slot is full from the cycle after its
    // last word (its counter is taken then) until its last half step has been issued.
    reg  [1:0]  full_q, first_q, final_q;
    reg         wslot_q;      // slot being loaded
    reg  [3:0]  widx_q;       // next word of it
    reg         tpend_q;      // the slot's last word was taken: take its counter now
    reg  [22:0] blk_q;        // index of the block being loaded, in its message
    reg  [31:0] t_next_q;     // counter t of the last block loaded ...
    reg         tnx_q;        // ... which the INIT of that block has not taken yet
    reg  [31:0] t_cur_q;      // counter t of the block of the last INIT
    // A block's last word waits while t_next holds a counter not yet taken: only when
    // the INIT of a message's first block waits for the previous digest to leave
    // (the FIN before it) can the next block be loaded before that INIT.
    assign in_take  = in_valid & ~full_q[wslot_q] & ~tpend_q & ~(tnx_q & (widx_q == 4'd15));
    assign c_mwe    = in_take;
    assign c_mwaddr = {wslot_q, widx_q};

    // t (low word; the high word is 0 for messages under 2^32 bits): (i+1)*512 for a
    // block of message bits only, i*512 + (bp mod 512) for the block where the message
    // bits end, 0 for a last block of padding only (i = blk_q).  Whether a block that
    // is not the last holds the end depends on the NEXT block being the last, which
    // lw_in's msg_final_blk tells one cycle after the block's last word (0 if a
    // segment that is not the last ended there).  bp's comparisons are registered.
    reg         bp_nz_q, bp_lt_q;       // bp mod 512 != 0, bp mod 512 < 447
    wire        ends    = final_q[wslot_q] ? (bp_nz_q & bp_lt_q) : (in_final & ~bp_lt_q);
    wire [22:0] blk_t   = blk_q + {22'd0, ~ends};      // i or i+1: t / 512
    wire        blk_clr = rst | (in_take & in_first);

    // ------------------------------------------------------------------ issue (F0)
    reg        run_q;          // half steps of a block are being issued
    reg  [1:0] q_q;            // half step: {diagonal, second half}
    // a ring of flip-flops beside the datapath's schedule ring, turning with it: its
    // head marks the block's last step (no counter, no comparison)
    reg  [NS-1:0] lst_q;
    reg           lstep_q;     // the step issued is the block's last
    reg        cslot_q;        // slot of the block compressed / to compress next
    reg        pend_q;         // the state holds a compressed block not yet finalised
    reg        pfin_q;         // ... and it is the last block of its message
    reg        dgf_q;          // the digest register holds a digest not yet sent
    reg  [2:0] oaddr_q;
    wire       q_last  = run_q & q_q[0] & lstep_q;
    wire       i_init  = ~run_q & full_q[cslot_q] & ~(pend_q & pfin_q);
    wire       i_fin   = ~run_q & pend_q & pfin_q & ~dgf_q;
    assign c_sh    = run_q & ~q_q[0];
    assign c_s0p2  = q_q[0];
    assign c_rslot = cslot_q;

    // ------------------------------------------------------------------ F1, F2, EX
    reg        f1_hs, f1_p2, f1_init, f1_first, f1_fin;
    reg        f2_hs, f2_p2, f2_init, f2_first, f2_fin;
    reg        ex_hs, ex_p2, ex_init, ex_first, ex_fin, dgl_q;
    assign c_f1hs  = f1_hs;
    assign c_hs    = ex_hs;
    assign c_p2    = ex_p2;
    assign c_init  = ex_init;
    assign c_first = ex_first;
    assign c_fin   = ex_fin;
    assign c_dgl   = dgl_q;
    assign c_t     = t_cur_q;      // the next INIT is at least 4 * ROUNDS cycles later

    wire out_last = out_take && (oaddr_q == 3'd7);
    assign out_valid = dgf_q;
    assign c_oaddr   = oaddr_q;

    always @(posedge clk) begin
        if (rst | c_sh) lst_q <= rst ? {1'b1, {(NS-1){1'b0}}} : {lst_q[0], lst_q[NS-1:1]};
        if (c_sh) lstep_q <= lst_q[0];
        bp_nz_q  <= (in_bp_lo != 9'd0);
        bp_lt_q  <= (in_bp_lo < 9'd447);
        f1_p2    <= q_q[0];
        f1_first <= first_q[cslot_q] & ~i_fin;
        f2_p2    <= f1_p2;
        f2_first <= f1_first;
        ex_p2    <= f2_p2;
        ex_first <= f2_first;
        // written so that the zeros are the flip-flops' synchronous resets
        if (tpend_q) begin
            t_next_q[8:0]  <= ends ? in_bp_lo : 9'd0;
            t_next_q[31:9] <= (final_q[wslot_q] & ~ends) ? 23'd0 : blk_t;
        end
        // the block counter restarts at a message's first word (under its enable: a
        // reset); a block where the message bits end leaves it as it is, since only a
        // last block of padding only (t = 0) can follow it in its message
        if (blk_clr | tpend_q) blk_q <= blk_clr ? 23'd0 : blk_t;
        if (i_init)  t_cur_q  <= t_next_q;
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
            run_q   <= 1'b0;
            q_q     <= 2'd0;
            cslot_q <= 1'b0;
            pend_q  <= 1'b0;
            pfin_q  <= 1'b0;
            dgf_q   <= 1'b0;
            oaddr_q <= 3'd0;
            f1_hs   <= 1'b0;
            f1_init <= 1'b0;
            f1_fin  <= 1'b0;
            f2_hs   <= 1'b0;
            f2_init <= 1'b0;
            f2_fin  <= 1'b0;
            ex_hs   <= 1'b0;
            ex_init <= 1'b0;
            ex_fin  <= 1'b0;
            dgl_q   <= 1'b0;
        end else begin
            // ---------------- loader
            if (in_take) begin
                widx_q <= widx_q + 4'd1;
                if (widx_q == 4'd0) first_q[wslot_q] <= in_first;
                if (widx_q == 4'd15) begin
                    final_q[wslot_q] <= in_final;
                    tpend_q <= 1'b1;
                end
            end
            if (i_init) tnx_q <= 1'b0;
            if (tpend_q) begin
                tpend_q <= 1'b0;
                tnx_q   <= 1'b1;
                full_q[wslot_q] <= 1'b1;
                wslot_q <= ~wslot_q;
            end

            // ---------------- issue
            if (run_q) begin
                q_q <= q_q + 2'd1;
                if (q_last) begin
                    run_q   <= 1'b0;
                    pend_q  <= 1'b1;
                    pfin_q  <= final_q[cslot_q];
                    full_q[cslot_q] <= 1'b0;     // the loader fills only the other slot now
                    cslot_q <= ~cslot_q;
                end
            end else if (i_init) begin
                run_q  <= 1'b1;
                q_q    <= 2'd0;
                pend_q <= 1'b0;
            end else if (i_fin) begin
                pend_q <= 1'b0;
            end
            f1_hs   <= run_q;
            f1_init <= i_init;
            f1_fin  <= i_fin;
            f2_hs   <= f1_hs;
            f2_init <= f1_init;
            f2_fin  <= f1_fin;
            ex_hs   <= f2_hs;
            ex_init <= f2_init;
            ex_fin  <= f2_fin;
            dgl_q   <= ex_fin;

            // ---------------- digest out
            if (dgl_q) dgf_q <= 1'b1;
            if (out_take) oaddr_q <= oaddr_q + 3'd1;
            if (out_last) dgf_q <= 1'b0;
        end
    end
endmodule

`default_nettype wire
