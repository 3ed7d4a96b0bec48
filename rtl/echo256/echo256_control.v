// echo256_control: the ECHO-256 sequencer.
//
// A block: LOAD (48 message words, two cycles each, a third for the IV on a message's
// first block), CNT and CNT2 (the block's counter, formed, then loaded), then eight rounds of SW (BIG.SubWords,
// 17 slots of 9 cycles + 1) and MC (BIG.ShiftRows + BIG.MixColumns, 16 groups of 4
// cycles + 5), then FOLD (the new chaining value, 16 slices of 6 cycles + 1) and,
// after a message's last block, OUT (the eight digest slices).
//
// BIG.ShiftRows is addressing: MC writes the output words in place of its input
// words, so after k rounds logical word (c, r) sits at physical column c + k*r mod 4
// (k = 8 brings every word home for the fold).
`default_nettype none
(* keep_hierarchy *)   // see echo256_datapath
module echo256_control (
    input  wire        clk,
    input  wire        rst,
    // lw_shell message side
    input  wire        in_valid,
    input  wire        in_first_blk,
    input  wire        in_final_blk,
    input  wire [31:0] in_bp,
    output wire        in_take,
    // lw_shell digest side
    output wire        out_valid,
    input  wire        out_take,
    // datapath
    output reg         c_re,
    output reg  [6:0]  c_raddr,
    output reg         c_we,
    output reg  [6:0]  c_waddr,
    output wire [1:0]  c_wsel,
    output reg         c_usem,
    output reg         c_usewd,
    output reg         c_userd,
    output reg         c_iv,
    output reg         c_iv0,
    output reg         c_a_ld,
    output reg         c_a_rot,
    output reg         c_b_ld,
    output reg         c_b_rot,
    output wire        c_r2,
    output reg         c_k0,
    output reg         c_k1,
    output wire        c_ctr_ld,
    output wire [32:0] c_ctr_val,
    output reg         c_ctr_inc,
    output reg         c_acc_en,
    output reg         c_acc_first,
    output reg         c_t_ld,
    output reg         c_s0_ld,
    output reg         c_mc_last
);
    localparam [2:0] S_LOAD = 3'd0, S_CNT = 3'd1, S_SW = 3'd2, S_MC = 3'd3,
                     S_FOLD = 3'd4, S_OUT = 3'd5, S_CNT2 = 3'd6;

    reg  [2:0]  st_q;
    reg  [7:0]  u_q;          // step counter of SW / MC; word index n in LOAD
    reg  [1:0]  ls_q;         // LOAD: cycle of the word; FOLD: unused
    reg  [2:0]  k_q;          // round
    reg  [2:0]  p_q;          // FOLD: read of the slice
    reg  [4:0]  s_q;          // FOLD: slice; OUT: digest slice
    reg         ov_q;         // OUT: the RAM data is the digest slice s_q
    reg         first_q, final_q;
    reg         nxt_q;        // the next block is the message's last (valid in CNT)
    reg  [8:0]  bp9_q;        // msg_len_bp mod 512
    reg  [1:0]  q3_q;         // (msg_len_bp >> 9) mod 3, built bit by bit during LOAD
    reg  [23:0] tb_q;         // 3 * (blocks so far): the block's first bit / 512
    reg  [32:0] cval_q;       // the block's counter, formed in CNT, loaded in CNT2
    reg         r2_q;         // SW: round 2 (t = 5..8), registered: it steers the S-box taps

    // physical slice address of logical word (c, r), slice j, after rounds kk
    function [5:0] waddr(input [1:0] c, input [1:0] r, input [1:0] j, input [1:0] kk);
        reg [1:0] kr;             // k * r mod 4
        begin
            kr    = (r[0] ? kk : 2'd0) + (r[1] ? {kk[0], 1'b0} : 2'd0);
            waddr = {c + kr, r, j};
        end
    endfunction

    // ------------------------------------------------------------------ LOAD
    wire [5:0] n     = u_q[5:0];
    wire       n_lo  = (n < 6'd16);
    wire       ld_iv = first_q & n_lo;            // the word also needs its IV slice
    wire [4:0] bpi   = 5'd31 - n[4:0];
    wire       bp_b  = in_bp[bpi];
    wire [1:0] q3_n  = (q3_q == 2'd0) ? {1'b0, bp_b} :
                       (q3_q == 2'd1) ? (bp_b ? 2'd0 : 2'd2) : {bp_b, ~bp_b};
    assign in_take = (st_q == S_LOAD) && (ls_q == 2'd0) && in_valid;

    // ------------------------------------------------------------------ the block's counter
    // C = (i + 1) * 1536 for a block of message bits only, i * 1536 + (bp mod 1536) for
    // the block where the message ends, 0 for a last block of padding only.  Earlier
    // segments hold whole blocks, so bp mod 1536 is the message's length mod 1536:
    // 512 * q3 + bp[8:0].  A last block holds message bits iff that is 1..1391 (else the
    // 18 bytes of trailer did not fit after the message); a block before the last one
    // ends the message iff it is 1392..1535.  in_final_blk describes the next block in
    // the cycle after a block's last word (nxt_q).
    // (bp is captured with the words: at W = 64 the next message's header, bp and all,
    // can be in lw_in by CNT)
    wire [8:0]  bp9    = bp9_q;
    wire        r_mid  = ((q3_q != 2'd0) || (bp9 != 9'd0)) &&
                         ((q3_q != 2'd2) || (bp9 < 9'd368));
    wire        r_hi   = (q3_q == 2'd2) && (bp9 >= 9'd368);
    wire        part   = final_q ? r_mid : (nxt_q & r_hi);
    wire        padonly = final_q & ~r_mid;
    wire [23:0] tbase  = first_q ? 24'd0 : tb_q;
    wire [23:0] tsum   = tbase + (part ? {22'd0, q3_q} : 24'd3);
    // formed in CNT into cval_q, loaded into the datapath's counter in CNT2 (the adder
    // and its multiplexers get a cycle of their own)
    assign c_ctr_ld  = (st_q == S_CNT2);
    assign c_ctr_val = cval_q;

    // ------------------------------------------------------------------ SW and MC steps
    // SW: slot s_q (0..16) of 9 cycles t (u_q): S-box inputs of word s-1 from a_q at
    // t = 0..3 (its round-1 columns enter b_q at t = 1..4, the key in the first two),
    // from b_q at t = 5..8 (its round-2 columns go to the RAM at t = 6..8 and t = 0 of
    // the next slot); word s is read at t = 4..7 and enters a_q at t = 5..8.
    wire [3:0] sw_t  = u_q[3:0];
    wire [3:0] sw_wl = s_q[3:0];
    wire [3:0] sw_wc = s_q[3:0] - 4'd1;
    wire [3:0] sw_wp = s_q[3:0] - 4'd2;
    wire [1:0] sw_tl = sw_t[1:0];          // slice of the load (t = 4..7)
    wire [1:0] sw_tw = sw_t[1:0] - 2'd2;   // slice of the write (t = 6..8)
    // MC: group g = {c, j} read at v = 4g..4g+3 (row r = v mod 4), its slices enter
    // a_q at 4g+1..4g+4, and its rows are written at v = 4g+5..4g+8.
    wire [6:0] mc_v  = u_q[6:0];
    wire [5:0] mc_w  = mc_v[5:0] - 6'd5;
    wire [1:0] k1    = k_q[1:0] + 2'd1;

    assign out_valid = (st_q == S_OUT) && ov_q;
    // the S-box inputs come from b_q at t = 5..8 of a slot (it matters in SW only)
    assign c_r2 = r2_q;
    // the write data's source depends on the state only: wd_q matters in the cycles
    // that write (and in LOAD, where it is the word written the cycle before)
    assign c_wsel = (st_q == S_LOAD) ? 2'd2 : (st_q == S_MC) ? 2'd1 :
                    (st_q == S_FOLD) ? 2'd3 : 2'd0;

    always @(*) begin
        c_re = 1'b0; c_raddr = 7'd0; c_we = 1'b0; c_waddr = 7'd0;
        c_usem = 1'b0; c_usewd = 1'b0; c_userd = 1'b0; c_iv = 1'b0; c_iv0 = 1'b0;
        c_a_ld = 1'b0; c_a_rot = 1'b0; c_b_ld = 1'b0; c_b_rot = 1'b0;
        c_k0 = 1'b0; c_k1 = 1'b0; c_ctr_inc = 1'b0; c_acc_en = 1'b0; c_acc_first = 1'b0;
        c_t_ld = 1'b0; c_s0_ld = 1'b0; c_mc_last = 1'b0;
        case (st_q)
            S_LOAD: begin
                c_iv0  = (n[1:0] == 2'd0);
                case (ls_q)
                    2'd0: begin     // take the word: into W, and read V or F for it
                        c_re    = in_valid;
                        c_raddr = n_lo ? {3'd0, n[3:0]} : {3'd4, n[3:0]};
                        c_we    = in_valid;
                        c_waddr = {1'b0, n + 6'd16};
                        c_usem  = 1'b1;
                    end
                    2'd1: begin     // F[n mod 16] = (V or F) ^ word (the word is in wd_q)
                        c_we     = 1'b1;
                        c_waddr  = {3'd4, n[3:0]};
                        c_usewd  = 1'b1;
                        c_userd  = 1'b1;
                        c_iv     = ld_iv;
                    end
                    default: begin  // first block: W word n/4 = IV
                        c_we    = 1'b1;
                        c_waddr = {3'd0, n[3:0]};
                        c_iv    = 1'b1;
                    end
                endcase
            end
            S_SW: begin
                if (sw_t >= 4'd4 && sw_t <= 4'd7 && s_q <= 5'd15) begin
                    c_re    = 1'b1;
                    c_raddr = {1'b0, waddr(sw_wl[3:2], sw_wl[1:0], sw_tl, k_q[1:0])};
                end
                c_a_ld  = (sw_t >= 4'd5) && (s_q <= 5'd15);
                c_a_rot = (sw_t <= 4'd3);
                if (s_q != 5'd0 && s_q <= 5'd16) begin
                    c_b_ld  = (sw_t >= 4'd1) && (sw_t <= 4'd4);
                    c_k0    = (sw_t == 4'd1);
                    c_k1    = (sw_t == 4'd2);
                    c_b_rot = (sw_t >= 4'd5);
                    c_ctr_inc = (sw_t == 4'd8);
                    if (sw_t >= 4'd6) begin
                        c_we    = 1'b1;
                        c_waddr = {1'b0, waddr(sw_wc[3:2], sw_wc[1:0], sw_tw, k_q[1:0])};
                    end
                end
                if (s_q >= 5'd2 && sw_t == 4'd0) begin
                    c_we    = 1'b1;
                    c_waddr = {1'b0, waddr(sw_wp[3:2], sw_wp[1:0], 2'd3, k_q[1:0])};
                end
            end
            S_MC: begin
                if (mc_v <= 7'd63) begin
                    c_re    = 1'b1;
                    c_raddr = {1'b0, waddr(mc_v[5:4], mc_v[1:0], mc_v[3:2], k1)};
                end
                c_a_ld      = (mc_v != 7'd0);
                c_acc_en    = (mc_v != 7'd0) && (mc_v <= 7'd64);
                c_acc_first = (mc_v[1:0] == 2'd1);
                c_t_ld      = (mc_v != 7'd0) && (mc_v <= 7'd64) && (mc_v[1:0] == 2'd0);
                c_s0_ld     = (mc_v[1:0] == 2'd1);
                c_mc_last   = (mc_v[1:0] == 2'd0);
                if (mc_v >= 7'd5) begin
                    c_we    = 1'b1;
                    c_waddr = {1'b0, waddr(mc_w[5:4], mc_w[1:0], mc_w[3:2], k1)};
                end
            end
            S_FOLD: begin
                if (s_q <= 5'd15 && p_q <= 3'd4) begin
                    c_re    = 1'b1;
                    c_raddr = (p_q == 3'd0) ? {3'd4, s_q[3:0]}
                                            : {1'b0, p_q[1:0] - 2'd1, s_q[3:0]};
                end
                c_acc_en    = (s_q <= 5'd15) && (p_q != 3'd0);
                c_acc_first = (p_q == 3'd1);
                if (s_q != 5'd0 && p_q == 3'd0) begin
                    c_we    = 1'b1;
                    c_waddr = {3'd0, s_q[3:0] - 4'd1};
                end
            end
            S_OUT: begin
                c_re    = 1'b1;
                c_raddr = {4'd0, s_q[2:0]};      // the data is valid a cycle later (ov_q)
            end
            default: ;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            st_q <= S_LOAD;
            u_q  <= 8'd0;
            ls_q <= 2'd0;
            k_q  <= 3'd0;
            p_q  <= 3'd0;
            s_q  <= 5'd0;
            ov_q <= 1'b0;
            first_q <= 1'b0;
            final_q <= 1'b0;
            nxt_q   <= 1'b0;
            q3_q <= 2'd0;
            bp9_q <= 9'd0;
            tb_q <= 24'd0;
            r2_q <= 1'b0;
            cval_q <= 33'd0;
        end else begin
            // t = 5..8 in the next cycle: t = 4..7 now, in a slot that goes on
            r2_q <= (st_q == S_SW) && (u_q[3:0] >= 4'd4) && (u_q[3:0] <= 4'd7) && (s_q != 5'd17);
            case (st_q)
                S_LOAD: begin
                    case (ls_q)
                        2'd0: if (in_valid) begin
                            ls_q <= 2'd1;
                            if (n == 6'd0) begin
                                first_q <= in_first_blk;
                                final_q <= in_final_blk;
                            end
                            bp9_q <= in_bp[8:0];
                            // q3 starts from 0: the n = 0 step ignores q3_q
                            if (n < 6'd23) q3_q <= (n == 6'd0) ? {1'b0, bp_b} : q3_n;
                        end
                        2'd1: begin
                            // the cycle after the block's last word: in_final_blk
                            // now says whether the next block is the last one
                            nxt_q <= in_final_blk;
                            if (ld_iv) ls_q <= 2'd2;
                            else begin
                                ls_q <= 2'd0;
                                u_q  <= (n == 6'd47) ? 8'd0 : u_q + 8'd1;
                                if (n == 6'd47) st_q <= S_CNT;
                            end
                        end
                        default: begin
                            ls_q <= 2'd0;
                            u_q  <= u_q + 8'd1;
                        end
                    endcase
                end
                S_CNT: begin
                    tb_q   <= tsum;
                    cval_q <= padonly ? 33'd0 : {tsum, part ? bp9 : 9'd0};
                    st_q   <= S_CNT2;
                end
                S_CNT2: begin
                    k_q  <= 3'd0;
                    u_q  <= 8'd0;
                    s_q  <= 5'd0;
                    st_q <= S_SW;
                end
                S_SW: begin
                    if (u_q[3:0] == 4'd8 || s_q == 5'd17) begin
                        u_q <= 8'd0;
                        s_q <= s_q + 5'd1;
                    end else begin
                        u_q <= u_q + 8'd1;
                    end
                    if (s_q == 5'd17) begin
                        s_q  <= 5'd0;
                        st_q <= S_MC;
                    end
                end
                S_MC: begin
                    u_q <= (u_q == 8'd68) ? 8'd0 : u_q + 8'd1;
                    if (u_q == 8'd68) begin
                        k_q <= k_q + 3'd1;
                        if (k_q == 3'd7) begin
                            st_q <= S_FOLD;
                            p_q  <= 3'd0;
                            s_q  <= 5'd0;
                        end else begin
                            st_q <= S_SW;
                        end
                    end
                end
                S_FOLD: begin
                    if (s_q == 5'd16) begin
                        s_q  <= 5'd0;
                        ov_q <= 1'b0;
                        st_q <= final_q ? S_OUT : S_LOAD;
                    end else if (p_q == 3'd5) begin
                        p_q <= 3'd0;
                        s_q <= s_q + 5'd1;
                    end else begin
                        p_q <= p_q + 3'd1;
                    end
                end
                S_OUT: begin
                    // a slice taken: the next one is read now and valid in two cycles
                    // (no look-ahead on out_take: it would put the shell's handshake in
                    // front of the RAM address)
                    ov_q <= ~out_take;
                    if (out_take) begin
                        s_q <= s_q + 5'd1;
                        if (s_q == 5'd7) begin
                            s_q  <= 5'd0;
                            st_q <= S_LOAD;
                        end
                    end
                end
                default: st_q <= S_LOAD;
            endcase
        end
    end
endmodule
`default_nettype wire
