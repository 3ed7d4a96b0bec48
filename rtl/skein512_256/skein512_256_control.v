`default_nettype none
// The controller: a front sequencer (main FSM and one step counter), the input-block
// loader, the tweak (position and flags) of the block being hashed, and the pipeline
// that carries each step's operation to the datapath.
//
// A UBI block, as the front issues it, one half-word step per cycle:
//   WAIT -> PT (16) -> { INJ (16) -> MIX (33) } x 18 -> INJ (16) -> FIN (16) -> PAR (16)
// A step's M read is issued at the front (cycle n), the half it reads is loaded into
// KW with the tweak at n + 1 (load stage), the step's operation runs at n + 2 (op
// stage) and its result is written from Y at n + 3 (write stage).  MIX steps read no
// M but go through the same stages, so the phases follow each other with no gap.
// In PT, INJ, FIN and PAR step n is half n[0] of word n[3:1]; in MIX step n is half
// n[0] of MIX n[2:1] of round n[4:3] of the four, with one idle step (the bubble)
// before round 2: the last MIX of round 1 and the first of round 2 use the same O
// word, whose high half is written only after the step that reads it again.
module skein512_256_control (
    input  wire        clk,
    input  wire        rst,
    // lw_shell
    input  wire        in_valid,
    input  wire        in_final,
    input  wire        in_blk_last,
    input  wire [3:0]  in_idx,
    input  wire [31:0] in_bp,
    output wire        in_take,
    output wire        out_valid,
    input  wire        out_take,
    // datapath: M
    output reg  [5:0]  c_raddr,
    output wire        c_we,
    output wire [5:0]  c_waddr,
    output wire        c_wsel,
    // load stage
    output reg         c_kclr,
    output reg         c_lh,
    output wire [31:0] c_tw,
    // op stage
    output reg         c_asel,
    output reg         c_bkw,
    output reg         c_bz,
    output reg         c_h,
    output reg         c_rclr,
    output reg  [5:0]  c_amt,
    output reg  [3:0]  c_oaddr,
    output reg         c_turn,
    // write stage
    output reg         c_owe,
    output reg  [3:0]  c_owaddr
);
    localparam [2:0] S_IV = 3'd0, S_WAIT = 3'd1, S_PT = 3'd2, S_INJ = 3'd3,
                     S_MIX = 3'd4, S_FIN = 3'd5, S_PAR = 3'd6, S_OUT = 3'd7;
    localparam [5:0] T_MSG = 6'd48, T_OUT = 6'd63;

    reg  [2:0]  st_q;
    reg  [4:0]  cnt_q;       // step within a phase
    reg         bub_q;       // MIX: this step is the bubble
    reg  [4:0]  s_q;         // subkey number
    reg  [1:0]  smod_q;      // s_q mod 3
    reg  [3:0]  kj_q;        // key word read next: (s + word) mod 9
    reg         zero_q;      // this UBI block is the output transform (plaintext 0)
    reg         msgfirst_q;  // the next message block is the first of its message
    reg         kiv_q;       // the key of this block is the IV
    reg         curfin_q;    // the block being hashed is the last message block
    reg         rdy_q;       // OUT: the digest half is on M's output
    reg  [23:0] blk_q;       // tweak position, bits 29..6 (a message has < 2^29 bytes)
    reg  [5:0]  low_q;       // tweak position, bits 5..0
    reg  [31:0] tw_q;        // the tweak half the loader adds in the next cycle
    reg  [8:0]  flags_q;     // tweak Final, First, Type, BitPad
    reg         bfull_q;     // M holds a whole message block
    reg         bfin_q;      // ... the last of its message
    reg  [5:0]  blow_q;      // ... its position bits 5..0 (byte count mod 64)
    reg         binc_q;      // ... its position is 64 more than the previous block's
    reg         bbitpad_q;   // ... it ends in a partial byte

    wire s_pt  = (st_q == S_PT),  s_inj = (st_q == S_INJ), s_mix = (st_q == S_MIX);
    wire s_fin = (st_q == S_FIN), s_par = (st_q == S_PAR), s_out = (st_q == S_OUT);
    wire pass  = s_pt | s_inj;
    wire [2:0] wi  = cnt_q[3:1];         // word of a pass step
    wire       fh  = cnt_q[0];           // its half
    wire       odd = cnt_q[1];           // word wi is odd (in O), else even (in E)
    wire [1:0] rd  = cnt_q[4:3], rc = cnt_q[2:1];
    wire       mix = s_mix & ~bub_q;

    // ---------------------------------------------------------------- M reads (front)
    // key word j, half h, of the IV (kiv) or of the chaining value
    function [5:0] kaddr(input [3:0] j, input h, input iv);
        kaddr = j[3] ? {2'b11, h, 2'b00, ~iv} : {iv ? 2'b01 : 2'b10, h, j[2:0]};
    endfunction
    always @(*) begin
        case (st_q)
            S_INJ:   c_raddr = kaddr(kj_q, fh, kiv_q);
            S_PAR:   c_raddr = (wi == 3'd0) ? {2'b11, fh, 3'b011} : {2'b10, fh, wi};  // C240, K'1..7
            S_OUT:   c_raddr = {2'b10, fh, wi};                                       // digest
            default: c_raddr = {2'b00, fh, wi};                                       // PT, FIN: block
        endcase
    end

    // ---------------------------------------------------------------- tweak (front)
    // tweak words t0 = position, t1 = flags (bits 63..55), t2 = t0 ^ t1; word 5 adds
    // t[s mod 3], word 6 adds t[(s+1) mod 3], word 7 adds s.  Formed at the front in
    // tw_q for the load stage, so that most of its bits are a flip-flop with a
    // synchronous reset.
    wire nw5 = (wi == 3'd5), nw6 = (wi == 3'd6), nw7 = (wi == 3'd7);
    wire n_pos = s_inj & ~fh & ((nw5 && smod_q != 2'd1) || (nw6 && smod_q != 2'd0));
    wire n_flg = s_inj &  fh & ((nw5 && smod_q != 2'd0) || (nw6 && smod_q != 2'd2));
    wire n_s   = s_inj & ~fh & nw7;
    always @(posedge clk) begin
        if (!n_pos) tw_q[22:5] <= 18'd0;
        else        tw_q[22:5] <= {blk_q[16:0], low_q[5]};
        tw_q[31:23] <= n_flg ? flags_q : n_pos ? {2'b00, blk_q[23:17]} : 9'd0;
        tw_q[4:0]   <= n_s ? s_q : n_pos ? low_q[4:0] : 5'd0;
    end
    assign c_tw = tw_q;

    // ---------------------------------------------------------------- operation (front)
    // rotation constants R[d mod 8][j]; MIX c of round d is MIX number (c - d) mod 4
    // of the round in the specification
    wire [1:0] rj   = {rc[1] ^ rd[1] ^ (~rc[0] & rd[0]), rc[0] ^ rd[0]};   // rc - rd
    wire [4:0] ridx = {s_q[0], rd, rj};
    reg  [5:0] ramt;
    always @(*) begin
        case (ridx)
            5'd0:  ramt = 6'd46; 5'd1:  ramt = 6'd36; 5'd2:  ramt = 6'd19; 5'd3:  ramt = 6'd37;
            5'd4:  ramt = 6'd33; 5'd5:  ramt = 6'd27; 5'd6:  ramt = 6'd14; 5'd7:  ramt = 6'd42;
            5'd8:  ramt = 6'd17; 5'd9:  ramt = 6'd49; 5'd10: ramt = 6'd36; 5'd11: ramt = 6'd39;
            5'd12: ramt = 6'd44; 5'd13: ramt = 6'd9;  5'd14: ramt = 6'd54; 5'd15: ramt = 6'd56;
            5'd16: ramt = 6'd39; 5'd17: ramt = 6'd30; 5'd18: ramt = 6'd34; 5'd19: ramt = 6'd24;
            5'd20: ramt = 6'd13; 5'd21: ramt = 6'd50; 5'd22: ramt = 6'd10; 5'd23: ramt = 6'd17;
            5'd24: ramt = 6'd25; 5'd25: ramt = 6'd29; 5'd26: ramt = 6'd39; 5'd27: ramt = 6'd43;
            5'd28: ramt = 6'd8;  5'd29: ramt = 6'd35; 5'd30: ramt = 6'd56; default: ramt = 6'd22;
        endcase
    end
    //   PT   odd: O <= KW          even: E <= KW, O copy <= KW
    //   INJ  odd: O <= KW + O      even: E <= E + KW, O copy <= E + KW
    //   MIX  E <= E + O, O <= (O <<< R) ^ (E + O)
    //   FIN  O, M key <= O ^ KW (word 0's goes to O {1, 0, h}, the parity accumulator)
    //   PAR  O {1, 0, h} <= O {1, 0, h} ^ KW (C240, K'1 .. K'7), the last to M key word 8
    wire       d_asel = s_pt | s_fin | s_par | (s_inj & odd);
    wire       d_bkw  = s_inj & ~odd;
    wire       d_bz   = s_pt | s_fin | s_par;
    wire       d_turn = mix | (pass & ~odd);
    wire       d_owe  = mix | pass | s_fin | s_par;
    wire [3:0] d_oaddr = s_mix ? {1'b0, rc ^ rd, fh} : s_par ? {3'b100, fh} : {~odd, wi[2:1], fh};
    wire [5:0] d_amt  = s_mix ? ramt : 6'd0;
    wire       d_mwe  = s_fin | (s_par & nw7);
    wire [5:0] d_maddr = s_par ? {2'b11, fh, 3'b001} : {2'b10, fh, wi};

    // ---------------------------------------------------------------- pipeline
    reg        l_asel, l_bkw, l_bz, l_h, l_rclr, l_turn, l_owe, l_mwe;
    reg  [5:0] l_amt, l_maddr;
    reg  [3:0] l_oaddr;
    reg        o_mwe, o_owe;
    reg  [5:0] o_maddr;
    reg        w_mwe;
    reg  [5:0] w_maddr;
    always @(posedge clk) begin
        // load stage
        c_kclr  <= (s_pt | s_fin) & zero_q;
        c_lh    <= fh;
        l_asel  <= d_asel;
        l_bkw   <= d_bkw;
        l_bz    <= d_bz;
        l_h     <= fh;
        l_rclr  <= pass;
        l_amt   <= d_amt;
        l_oaddr <= d_oaddr;
        l_maddr <= d_maddr;
        // op stage
        c_asel  <= l_asel;
        c_bkw   <= l_bkw;
        c_bz    <= l_bz;
        c_h     <= l_h;
        c_rclr  <= l_rclr;
        c_amt   <= l_amt;
        c_oaddr <= l_oaddr;
        o_maddr <= l_maddr;
        // write stage
        c_owaddr <= c_oaddr;
        w_maddr  <= o_maddr;
        if (rst) begin
            l_turn <= 1'b0; l_owe <= 1'b0; l_mwe <= 1'b0;
            c_turn <= 1'b0; o_owe <= 1'b0; o_mwe <= 1'b0;
            c_owe  <= 1'b0; w_mwe <= 1'b0;
        end else begin
            l_turn <= d_turn; l_owe <= d_owe; l_mwe <= d_mwe;
            c_turn <= l_turn; o_owe <= l_owe; o_mwe <= l_mwe;
            c_owe  <= o_owe;  w_mwe <= o_mwe;
        end
    end

    // ---------------------------------------------------------------- M writes
    // the datapath's writes (FIN, PAR) come first; the block loader waits for them.
    // M's block area is free from the end of FIN's reads until the block is complete.
    assign in_take = in_valid & ~bfull_q & ~w_mwe;
    assign c_we    = in_take | w_mwe;
    assign c_waddr = w_mwe ? w_maddr : {2'b00, in_idx[0], in_idx[3:1]};
    assign c_wsel  = w_mwe;
    assign out_valid = s_out & rdy_q;

    // ---------------------------------------------------------------- tweak position
    // 64 more per block; the last block adds its own byte count, nb = ceil(bp / 8)
    // (1..64; 0 for the empty message), i.e. position bits 5..0 become nb mod 64, and
    // bits 29..6 count on unless 0 < nb < 64.  (msg_len_bp counts the bits of the last
    // segment only, so the position cannot be taken from it directly.)
    wire [5:0] nb6 = in_bp[8:3] + {5'd0, |in_bp[2:0]};
    reg  [3:0] kj_inc;
    always @(*) begin
        case (kj_q)
            4'd0: kj_inc = 4'd1; 4'd1: kj_inc = 4'd2; 4'd2: kj_inc = 4'd3; 4'd3: kj_inc = 4'd4;
            4'd4: kj_inc = 4'd5; 4'd5: kj_inc = 4'd6; 4'd6: kj_inc = 4'd7; 4'd7: kj_inc = 4'd8;
            default: kj_inc = 4'd0;
        endcase
    end

    // position: cleared at a message's start and for the output transform (position 8)
    wire ot_start = s_par & (cnt_q == 5'd15) & curfin_q;
    wire blk_go   = (st_q == S_WAIT) & bfull_q;
    always @(posedge clk) begin
        if (rst || st_q == S_IV || ot_start) blk_q <= 24'd0;
        else if (blk_go && binc_q)           blk_q <= blk_q + 24'd1;
        if (rst || st_q == S_IV) low_q <= 6'd0;
        else if (ot_start)       low_q <= 6'd8;
        else if (blk_go)         low_q <= blow_q;
    end

    always @(posedge clk) begin
        if (rst) begin
            st_q       <= S_IV;
            cnt_q      <= 5'd0;
            bub_q      <= 1'b0;
            s_q        <= 5'd0;
            smod_q     <= 2'd0;
            kj_q       <= 4'd0;
            zero_q     <= 1'b0;
            msgfirst_q <= 1'b1;
            kiv_q      <= 1'b1;
            curfin_q   <= 1'b0;
            rdy_q      <= 1'b0;
            flags_q    <= 9'd0;
            bfull_q    <= 1'b0;
            bfin_q     <= 1'b0;
            blow_q     <= 6'd0;
            binc_q     <= 1'b0;
            bbitpad_q  <= 1'b0;
        end else begin
            // loader
            if (in_take && in_blk_last) begin
                bfull_q   <= 1'b1;
                bfin_q    <= in_final;
                blow_q    <= in_final ? nb6 : 6'd0;
                binc_q    <= !in_final || (nb6 == 6'd0 && in_bp != 32'd0);
                bbitpad_q <= in_final & (|in_bp[2:0]);
            end
            // key word counter: one step per word read, two more per MIX phase
            if ((s_inj && fh) || (s_mix && cnt_q[4:1] == 4'd0))
                kj_q <= kj_inc;
            // main FSM
            cnt_q <= cnt_q + 5'd1;
            case (st_q)
                S_IV: begin
                    cnt_q      <= 5'd0;
                    msgfirst_q <= 1'b1;
                    st_q       <= S_WAIT;
                end
                S_WAIT: begin
                    cnt_q <= 5'd0;
                    if (bfull_q) begin
                        st_q       <= S_PT;
                        zero_q     <= 1'b0;
                        s_q        <= 5'd0;
                        smod_q     <= 2'd0;
                        kj_q       <= 4'd0;
                        kiv_q      <= msgfirst_q;
                        msgfirst_q <= 1'b0;
                        curfin_q   <= bfin_q;
                        flags_q    <= {bfin_q, msgfirst_q, T_MSG, bbitpad_q};
                    end
                end
                S_PT: if (cnt_q == 5'd15) begin
                    cnt_q <= 5'd0;
                    st_q  <= S_INJ;
                end
                S_INJ: if (cnt_q == 5'd15) begin
                    cnt_q <= 5'd0;
                    st_q  <= (s_q == 5'd18) ? S_FIN : S_MIX;
                end
                S_MIX: begin
                    if (bub_q) begin
                        cnt_q <= cnt_q;
                        bub_q <= 1'b0;
                    end else if (cnt_q == 5'd15) begin
                        bub_q <= 1'b1;
                    end
                    if (cnt_q == 5'd31) begin
                        s_q    <= s_q + 5'd1;
                        smod_q <= (smod_q == 2'd2) ? 2'd0 : smod_q + 2'd1;
                        st_q   <= S_INJ;
                    end
                end
                S_FIN: if (cnt_q == 5'd15) begin
                    cnt_q <= 5'd0;
                    if (zero_q) begin
                        st_q  <= S_OUT;
                        rdy_q <= 1'b0;
                    end else begin
                        bfull_q <= 1'b0;              // the message block is used up
                        st_q    <= S_PAR;
                    end
                end
                S_PAR: if (cnt_q == 5'd15) begin
                    cnt_q <= 5'd0;
                    if (curfin_q) begin               // output transform: UBI(G, 0, Out)
                        st_q       <= S_PT;
                        zero_q     <= 1'b1;
                        s_q        <= 5'd0;
                        smod_q     <= 2'd0;
                        kj_q       <= 4'd0;
                        kiv_q      <= 1'b0;
                        msgfirst_q <= 1'b1;
                        flags_q    <= {1'b1, 1'b1, T_OUT, 1'b0};
                    end else begin
                        st_q <= S_WAIT;
                    end
                end
                S_OUT: begin
                    cnt_q <= cnt_q;
                    rdy_q <= 1'b1;
                    if (out_take) begin
                        cnt_q <= cnt_q + 5'd1;
                        rdy_q <= 1'b0;                 // next half: M's read latency
                        if (cnt_q == 5'd7) begin
                            cnt_q <= 5'd0;
                            st_q  <= S_IV;
                        end
                    end
                end
                default: st_q <= S_IV;
            endcase
        end
    end
endmodule

`default_nettype wire
