// echo256_control: the ECHO-256 sequencer (one S-box look-up a cycle).
//
// A block: LOAD (48 message words, one a cycle; on a message's first block IV writes
// the sixteen IV slices first), CNT and CNT2 (the block's counter formed), then SW:
// the eight rounds as one stream of 128 word slots of 32 cycles (BIG.SubWords, two AES
// rounds a word, one S-box look-up a cycle), BIG.ShiftRows + BIG.MixColumns of each
// column group in the free RAM cycles of the two slots after its last word, and in
// round 1 the fold F (the XOR of the four input words of each row) from SubWords'
// reads; then FOLD (V' = F ^ the four output words of each row, over V) and, after a
// message's last block, OUT (the eight digest slices).
//
// SubWords takes the words of a round in the order of BIG.MixColumns' column groups:
// group g, row r is logical word (g + r, r) (BIG.ShiftRows).  BIG.MixColumns writes
// its output words in place of its input words, so after k rounds logical word (c, r)
// sits at physical column c + k*r mod 4 (k = 8 brings every word home for the fold),
// and word (g + r, r) of round k at column g + (k+1)*r.  SW and MC write their results
// where they read them, a fixed number of cycles later (36 and 5): the write address
// is the read address through a delay line.
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
    output wire        c_we,
    output wire [6:0]  c_waddr,
    output wire [1:0]  c_wsel,
    output wire        c_iv0,
    output reg         c_a_ld,
    output reg         c_a_rot,
    output reg         c_b_sh,
    output wire        c_b_fill,
    output wire        c_tb,
    output wire [1:0]  c_row,
    output reg  [7:0]  c_tk,
    output reg         c_m_sh,
    output wire        c_acc_clr,
    output reg         c_acc_en,
    output reg         c_acc_first
);
    localparam [2:0] S_LOAD = 3'd0, S_IV = 3'd1, S_CNT = 3'd2, S_FOLD = 3'd3,
                     S_SW = 3'd4, S_OUT = 3'd6, S_CNT2 = 3'd7;
    localparam integer DSW = 36, DMC = 5;   // write delays of SW and MC

    reg  [2:0]  st_q;
    reg  [7:0]  u_q;          // step: LOAD word n, IV slice, FOLD read p, SW t
    reg  [7:0]  s_q;          // FOLD slice slot, SW word slot (16 k + 4 g + r), OUT slice
    reg         ov_q;         // OUT: the RAM data is the digest slice s_q
    reg         final_q, ivd_q;
    reg         part_q, pad_q;    // CNT's part and padonly, for CNT2
    reg  [8:0]  bp9_q;        // msg_len_bp mod 512
    reg  [1:0]  q3_q;         // (msg_len_bp >> 9) mod 3, built bit by bit during LOAD
    reg  [32:0] cval_q;       // the block's counter (the key of its first word); before
                              // CNT: the last block's, 512 * 3 * (blocks so far)
    reg  [7*DSW-1:0] da_q;    // read addresses of the last DSW cycles
    reg  [DSW-1:0]   dsw_q;   // ... that were SW reads
    reg  [DMC-1:0]   dmc_q;   // ... that were MC reads

    wire st_sw = (st_q == S_SW);
    wire st_fd = (st_q == S_FOLD);

    // ------------------------------------------------------------------ LOAD
    wire [5:0] n      = u_q[5:0];
    wire       ld_iv  = (n == 6'd0) & in_first_blk & ~ivd_q;   // IV first
    wire [4:0] bpi    = 5'd31 - n[4:0];
    wire       bp_b   = in_bp[bpi];
    wire [1:0] q3_n   = (q3_q == 2'd0) ? {1'b0, bp_b} :
                        (q3_q == 2'd1) ? (bp_b ? 2'd0 : 2'd2) : {bp_b, ~bp_b};
    assign in_take = (st_q == S_LOAD) & in_valid & ~ld_iv;

    // ------------------------------------------------------------------ the block's counter
    // C = (i + 1) * 1536 for a block of message bits only, i * 1536 + (bp mod 1536) for
    // the block where the message ends, 0 for a last block of padding only.  Earlier
    // segments hold whole blocks, so bp mod 1536 is the message's length mod 1536:
    // 512 * q3 + bp[8:0].  A last block holds message bits iff that is 1..1391 (else the
    // 18 bytes of trailer did not fit after the message); a block before the last one
    // ends the message iff it is 1392..1535.  In CNT, the cycle after a block's last
    // word, in_final_blk describes the next block.
    wire        r_mid   = ((q3_q != 2'd0) || (bp9_q != 9'd0)) &&
                          ((q3_q != 2'd2) || (bp9_q < 9'd368));
    wire        r_hi    = (q3_q == 2'd2) && (bp9_q >= 9'd368);
    wire        part    = final_q ? r_mid : (in_final_blk & r_hi);
    wire        padonly = final_q & ~r_mid;
    wire [6:0]  sm1     = s_q[6:0] - 7'd1;
    // one adder: in CNT the block's counter (the last block's + 512 * (q3 or 3)), in SW
    // the key of the word of slot s-1, round k, group g, row r: the counter + 16 k +
    // 4 ((g + r) mod 4) + r
    wire [1:0]  q3a     = (st_q == S_CNT2) ? (part_q ? q3_q : 2'd3) : 2'd0;
    wire [6:0]  wc      = st_sw ? {sm1[6:4], sm1[3:2] + sm1[1:0], sm1[1:0]} : 7'd0;
    wire [32:0] csum    = cval_q + {22'd0, q3a, 2'd0, wc};

    // ------------------------------------------------------------------ SW, MC, FOLD
    // SW slot s (0..130), t = 0..31, one S-box look-up a cycle (row t mod 4 of column
    // t/4 mod 4): round 1 of word s-1 from a_q at t = 0..15 (a_q turns after each
    // column; the columns enter b_q at t = 4, 8, 12, 16), round 2 from b_q at
    // t = 16..31 (b_q turns at t = 20, 24, 28; the columns at t = 20, 24, 28 and 0 of
    // the next slot go to the RAM); word s (s < 128) is read at t = 16, 20, 24, 28 and
    // enters a_q at t = 17, 21, 25, 29.  Slot 0 starts at t = 16.
    // BIG.MixColumns of group G = s/4 - 1 (its last word's slices are in the RAM by
    // t = 1 of slot 4G + 5) in the slots s = 4G + 5 and 4G + 6: slices j = 2 (s mod 4 - 1)
    // and j + 1, read at t = 0..6 and 8..14 (rows 0, 1, 2, 3, 0, 1, 2: the rows of m_q
    // in turn), rows 0..3 written at t = 5..8 and 13..16 (the read address of five
    // cycles before).  The SW reads are at t = 16, 20, 24, 28 and its writes at t = 0,
    // 20, 24, 28.  Slot 129 ends at t = 14, slot 130 (the last group's slices 2, 3) at
    // t = 17.
    wire [4:0] t    = u_q[4:0];
    wire [4:0] tn   = t + 5'd1;                 // the next cycle's t
    wire [1:0] tsl  = tn[3:2] + tn[1:0];        // its round-2 slice
    wire       sw_rd = ~s_q[7] & t[4] & (t[1:0] == 2'd0);
    wire       mc_rd = (s_q[1] ^ s_q[0]) & (s_q[7:2] != 6'd0) & ~t[4] & (t[2:0] != 3'd7);
    wire [3:0] gm   = s_q[5:2] - 4'd1;          // MC: round mod 4 and group
    // the first fold in round 1 (slots 0..15): word s's slice j is in rd at t = 17 + 4j
    // (acc = it), F[4r + j] is read then and in rd at t = 18 + 4j (acc ^= it, unless
    // the word is the row's first: group 0), the sum written to F at t = 19 + 4j
    wire       f1   = st_sw & (s_q[7:4] == 4'd0) & t[4];
    wire       f1_rd = f1 & (t[1:0] == 2'd1);
    wire       f1_we = f1 & (t[1:0] == 2'd3);
    // the read: group g, row r, slice j of round k (k1 = k + 1 mod 4), at physical
    // column g + k1 * r; SW (t >= 16) or MC (t < 16)
    wire [1:0] rg   = t[4] ? s_q[3:2] : gm[1:0];
    wire [1:0] rr   = t[4] ? s_q[1:0] : t[1:0];
    wire [1:0] rj   = t[4] ? t[3:2] : {s_q[1], t[3]};
    wire [1:0] rk1  = (t[4] ? s_q[5:4] : gm[3:2]) + 2'd1;
    wire [1:0] rkr  = (rr[0] ? rk1 : 2'd0) + (rr[1] ? {rk1[0], 1'b0} : 2'd0);
    // FOLD slot s (0..16), p = 0..4: read F[s] (p = 0) and W(c, s) (p = 1..4); the
    // XOR is in acc_q at p = 1 of the next slot and written to V[s].
    wire [2:0] p    = u_q[2:0];

    wire       dsw    = dsw_q[DSW-1];
    wire       dmc    = dmc_q[DMC-1];
    assign out_valid = (st_q == S_OUT) && ov_q;
    assign c_tb      = u_q[4];
    assign c_row     = u_q[1:0];
    assign c_b_fill  = (t <= 5'd16);
    assign c_iv0     = (u_q[1:0] == 2'd0);
    assign c_acc_clr = (st_q == S_LOAD);
    // the write data: the message (LOAD), SW's AES column, MC's row, or acc (IV, F, V')
    assign c_wsel    = (st_q == S_LOAD) ? 2'd2 : st_sw ? {f1_we, dmc | f1_we} : 2'd3;

    // direct writes: LOAD (message), IV, F (round 1), FOLD; delayed writes: SW and MC
    wire       ld_we  = in_take;
    wire       iv_we  = (st_q == S_IV);
    wire       fd_we  = st_fd & (p == 3'd1) & (s_q != 8'd0);
    wire [6:0] dir_wa = (st_q == S_LOAD) ? {1'b0, n + 6'd16} :
                        (st_q == S_IV)   ? {3'd0, u_q[3:0]} :
                        st_sw            ? {3'b100, s_q[1:0], t[3:2]} : {3'd0, sm1[3:0]};
    assign c_we    = ld_we | iv_we | fd_we | dsw | dmc | f1_we;
    assign c_waddr = dsw ? da_q[7*(DSW-1) +: 7] : dmc ? da_q[7*(DMC-1) +: 7] : dir_wa;

    always @(*) begin
        c_re = 1'b0; c_raddr = 7'd0;
        c_a_ld = 1'b0; c_a_rot = 1'b0; c_b_sh = 1'b0;
        c_acc_en = 1'b0; c_acc_first = 1'b0;
        case (st_q)
            S_FOLD: begin
                c_re    = ~s_q[4];
                c_raddr = (p == 3'd0) ? {3'd4, s_q[3:0]} : {1'b0, p[1:0] - 2'd1, s_q[3:0]};
                c_acc_en    = ((p != 3'd0) & ~s_q[4]) | ((p == 3'd0) & (s_q != 8'd0));
                c_acc_first = (p == 3'd1);
            end
            S_SW: begin
                c_re    = sw_rd | mc_rd | f1_rd;
                c_raddr = f1_rd ? {3'b100, rr, rj} : {1'b0, rg + rkr, rr, rj};
                c_acc_en    = f1_rd | (f1 & (t[1:0] == 2'd2) & (s_q[3:2] != 2'd0));
                c_acc_first = f1_rd;
                c_a_ld  = ~s_q[7] & t[4] & (t[1:0] == 2'd1);
                c_a_rot = ~t[4] & (t[1:0] == 2'd3);
                c_b_sh  = (t[1:0] == 2'd0) & (t != 5'd0);
            end
            S_OUT: begin
                c_re    = 1'b1;
                c_raddr = {4'd0, s_q[2:0]};      // the data is valid a cycle later (ov_q)
            end
            default: ;
        endcase
    end

    always @(posedge clk) begin
        // round 1's key (bits 31..0 in slice 0, bit 32 in slice 1 byte 0) goes into the
        // round-2 byte that the S-box takes next: row r of column c is slice c + r
        c_tk <= ~(st_sw & tn[4]) ? 8'd0 :
                (tsl == 2'd0) ? csum[8*tn[1:0] +: 8] :
                (tsl == 2'd1 && tn[1:0] == 2'd0) ? {7'd0, csum[32]} : 8'd0;
        da_q  <= {da_q[7*(DSW-1)-1:0], c_raddr};
        if (rst) begin
            st_q    <= S_LOAD;
            u_q     <= 8'd0;
            s_q     <= 8'd0;
            c_m_sh  <= 1'b0;
            ov_q    <= 1'b0;
            final_q <= 1'b0;
            ivd_q   <= 1'b0;
            q3_q    <= 2'd0;
            bp9_q   <= 9'd0;
            cval_q  <= 33'd0;
            dsw_q   <= {DSW{1'b0}};
            dmc_q   <= {DMC{1'b0}};
        end else begin
            dsw_q  <= {dsw_q[DSW-2:0], st_sw & sw_rd};
            dmc_q  <= {dmc_q[DMC-2:0], st_sw & mc_rd & ~t[2]};   // rows 0..3 are written
            c_m_sh <= st_sw & mc_rd;
            case (st_q)
                S_LOAD: begin
                    if (in_valid & ld_iv) begin
                        st_q <= S_IV;
                    end else if (in_take) begin
                        if (n == 6'd0) begin
                            if (in_first_blk) cval_q <= 33'd0;
                            final_q <= in_final_blk;
                        end
                        bp9_q <= in_bp[8:0];
                        // q3 starts from 0: the n = 0 step ignores q3_q
                        if (n < 6'd23) q3_q <= (n == 6'd0) ? {1'b0, bp_b} : q3_n;
                        if (n == 6'd47) begin
                            u_q  <= 8'd0;
                            st_q <= S_CNT;
                        end else begin
                            u_q  <= u_q + 8'd1;
                        end
                    end
                end
                S_IV: begin
                    u_q <= (u_q[3:0] == 4'd15) ? 8'd0 : u_q + 8'd1;
                    if (u_q[3:0] == 4'd15) begin
                        ivd_q <= 1'b1;
                        st_q  <= S_LOAD;
                    end
                end
                S_CNT: begin
                    // part and padonly registered: the shell's flag is not in front of
                    // the adder (it was the critical path)
                    part_q <= part;
                    pad_q  <= padonly;
                    st_q   <= S_CNT2;
                end
                S_CNT2: begin
                    cval_q <= pad_q ? 33'd0 : {csum[32:9], part_q ? bp9_q : 9'd0};
                    ivd_q  <= 1'b0;
                    s_q    <= 8'd0;
                    u_q    <= 8'd16;
                    st_q   <= S_SW;
                end
                S_FOLD: begin
                    if (s_q == 8'd16 && p == 3'd1) begin
                        u_q  <= 8'd0;
                        s_q  <= 8'd0;
                        ov_q <= 1'b0;
                        st_q <= final_q ? S_OUT : S_LOAD;
                    end else if (p == 3'd4) begin
                        u_q <= 8'd0;
                        s_q <= s_q + 8'd1;
                    end else begin
                        u_q <= u_q + 8'd1;
                    end
                end
                S_SW: begin
                    // s_q reaches 130 only: 129 = 8'b1000_0001, 130 = 8'b1000_0010
                    u_q <= {3'd0, tn};
                    if (t == 5'd31 || (s_q[7] & s_q[0] & (t == 5'd14))) begin
                        u_q <= 8'd0;
                        s_q <= s_q + 8'd1;
                    end
                    if (s_q[7] & s_q[1] & (t == 5'd17)) begin
                        s_q  <= 8'd0;
                        u_q  <= 8'd0;
                        st_q <= S_FOLD;
                    end
                end
                S_OUT: begin
                    // a slice taken: the next one is read now and valid in two cycles
                    ov_q <= ~out_take;
                    if (out_take) begin
                        s_q <= s_q + 8'd1;
                        if (s_q == 8'd7) begin
                            s_q  <= 8'd0;
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
