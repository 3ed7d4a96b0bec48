`default_nettype none
// The controller: the block loader, the main FSM with its round/step counter, and
// the pipeline registers that carry each G operation from S0 through S1 to E.
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
    output wire        c_tslot,
    output wire [22:0] c_blk,
    output wire        c_tfin,
    output wire        c_tnf,
    // S0
    output wire [6:0]  c_saddr,
    // S1
    output wire        c_rslot,
    output wire [1:0]  c_ra, c_rb, c_rc, c_rd, c_rh,
    // E
    output wire        c_init,
    output wire        c_first,
    output wire [1:0]  c_ei,
    output wire        c_eslot,
    output wire        c_we_v,
    output wire [1:0]  c_wa, c_wb, c_wc, c_wd,
    output wire        c_we_h,
    output wire        c_osel
);
    localparam integer RL = ROUNDS - 1;
    localparam [3:0]   RLAST = RL[3:0];
    localparam [1:0] S_WAIT = 2'd0, S_RUN = 2'd1, S_FIN = 2'd2, S_OUT = 2'd3;

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

    assign in_take  = in_valid & ~full_q[wslot_q] & ~tpend_q;
    assign c_mwe    = in_take;
    assign c_mwaddr = {wslot_q, widx_q};
    // The counter of a block depends on whether the NEXT block is the last one
    // (a block where the message ends followed by a block of padding only).  One
    // cycle after a block's last word, lw_in's o_final_blk already describes the
    // next block of the same segment, and is 0 if the segment (not the last) ended.
    assign c_tcap   = tpend_q;
    assign c_tslot  = wslot_q;
    assign c_blk    = blk_q;
    assign c_tfin   = final_q[wslot_q];
    assign c_tnf    = in_final;

    // ------------------------------------------------------------------ main FSM, S0
    reg  [1:0] st_q;
    reg  [3:0] r_q;           // round
    reg  [2:0] s_q;           // step: G0 G1 G2 G3 G4 G6 G7 G5 (S_RUN), column (S_FIN)
    reg        cslot_q;       // slot being compressed
    reg  [2:0] oaddr_q;       // digest word on the output
    reg        oprim_q;       // the digest word has been read

    wire       s0_v     = (st_q == S_RUN) | (st_q == S_FIN);
    wire       s0_fin   = (st_q == S_FIN);             // finalisation only, no G written
    wire       s0_init  = s0_fin | (r_q == 4'd0 && !s_q[2]);
    wire       s0_diag  = s_q[2] & ~s0_fin;
    // column of the a word: G4 G6 G7 G5 are the diagonals starting at v0, v2, v3, v1
    wire [1:0] s0_i     = !s0_diag ? s_q[1:0] :
                          (s_q[1:0] == 2'd0) ? 2'd0 : (s_q[1:0] == 2'd1) ? 2'd2 :
                          (s_q[1:0] == 2'd2) ? 2'd3 : 2'd1;
    wire       s0_last  = (st_q == S_RUN) && (r_q == RLAST) && (s_q == 3'd7);
    assign c_saddr = {r_q, s_q};

    // ------------------------------------------------------------------ pipeline registers
    reg        p1_v, p1_fin, p1_init, p1_first, p1_diag, p1_last, p1_slot;
    reg  [1:0] p1_i;
    reg        p2_v, p2_fin, p2_init, p2_first, p2_diag, p2_slot;
    reg  [1:0] p2_i;

    // bank addresses of G(diag, i): a = v[i], b = v[4 + (i+k)%4], c = v[8 + (i+2k)%4],
    // d = v[12 + (i+3k)%4] with k = 1 for a diagonal
    wire [1:0] p1_k = {1'b0, p1_diag};
    wire [1:0] p2_k = {1'b0, p2_diag};
    assign c_ra    = p1_i;
    assign c_rb    = p1_i + p1_k;
    assign c_rc    = p1_i + {p1_k[0], 1'b0};
    assign c_rd    = p1_i - p1_k;
    assign c_wa    = p2_i;
    assign c_wb    = p2_i + p2_k;
    assign c_wc    = p2_i + {p2_k[0], 1'b0};
    assign c_wd    = p2_i - p2_k;
    assign c_rslot = p1_slot;

    // the digest is read from the chaining value banks once the pipeline is empty
    wire       out_rd  = (st_q == S_OUT) & ~p1_v;
    wire [2:0] oaddr_n = out_take ? oaddr_q + 3'd1 : oaddr_q;
    assign c_rh      = out_rd ? oaddr_n[1:0] : p1_i;
    assign c_osel    = oaddr_q[2];
    assign out_valid = (st_q == S_OUT) & oprim_q;

    assign c_init  = p2_init;
    assign c_first = p2_first;
    assign c_ei    = p2_i;
    assign c_eslot = p2_slot;
    assign c_we_v  = p2_v & ~p2_fin;
    assign c_we_h  = p2_v & p2_init;

    always @(posedge clk) begin
        // S1 -> E
        p2_v     <= p1_v;
        p2_fin   <= p1_fin;
        p2_init  <= p1_init;
        p2_first <= p1_first;
        p2_diag  <= p1_diag;
        p2_slot  <= p1_slot;
        p2_i     <= p1_i;
        // S0 -> S1
        p1_v     <= s0_v;
        p1_fin   <= s0_fin;
        p1_init  <= s0_init;
        p1_first <= first_q[cslot_q] & ~s0_fin;   // (cslot_q has moved on in S_FIN)
        p1_diag  <= s0_diag;
        p1_last  <= s0_last;
        p1_slot  <= cslot_q;
        p1_i     <= s0_i;
        if (rst) begin
            p1_v <= 1'b0;
            p2_v <= 1'b0;
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
            blk_q   <= 23'd0;
            st_q    <= S_WAIT;
            r_q     <= 4'd0;
            s_q     <= 3'd0;
            cslot_q <= 1'b0;
            oaddr_q <= 3'd0;
            oprim_q <= 1'b0;
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
            if (tpend_q) begin
                tpend_q <= 1'b0;
                full_q[wslot_q] <= 1'b1;
                wslot_q <= ~wslot_q;
                blk_q <= blk_q + 23'd1;
            end
            // the last G of a block has read its message words
            if (p1_v && p1_last) full_q[p1_slot] <= 1'b0;

            // ---------------- main FSM
            case (st_q)
                S_WAIT: if (full_q[cslot_q]) begin
                            st_q <= S_RUN;
                            r_q  <= 4'd0;
                            s_q  <= 3'd0;
                        end
                S_RUN:  begin
                            s_q <= s_q + 3'd1;
                            if (s_q == 3'd7) r_q <= r_q + 4'd1;
                            if (s0_last) begin
                                r_q     <= 4'd0;
                                cslot_q <= ~cslot_q;
                                if (final_q[cslot_q])    st_q <= S_FIN;
                                else if (!full_q[~cslot_q]) st_q <= S_WAIT;
                            end
                        end
                S_FIN:  begin
                            s_q <= s_q + 3'd1;
                            if (s_q == 3'd3) begin
                                s_q  <= 3'd0;
                                st_q <= S_OUT;
                            end
                        end
                default: begin // S_OUT
                            if (out_rd) oprim_q <= 1'b1;
                            oaddr_q <= oaddr_n;
                            if (out_take && oaddr_q == 3'd7) begin
                                oprim_q <= 1'b0;
                                st_q    <= S_WAIT;
                            end
                        end
            endcase
        end
    end
endmodule

`default_nettype wire
