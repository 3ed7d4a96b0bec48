// echo256x2_control: the ECHO-256 sequencer (two S-box look-ups a cycle).
//
// A block: LOAD (48 message words as they come; after reset and after each digest IV
// writes the sixteen IV slices first), CNT and CNT2 (the block's counter formed), then
// SW: the eight rounds as 8 x 17 word slots of 16 cycles (BIG.SubWords, two AES rounds
// a word, two S-box look-ups a cycle; slot 0 of a round reads only), BIG.ShiftRows +
// BIG.MixColumns of each column group one slice a slot in the free RAM cycles of the
// slots after its last word, and in round 1 the fold F (the XOR of the four input
// words of each row) from SubWords' reads; then FOLD (V' = F ^ the four output words of
// each row, over V) and, after a message's last block, OUT (the eight digest slices).
//
// SubWords takes the words of a round in the order of BIG.MixColumns' column groups:
// group g, row r is logical word (g + r, r) (BIG.ShiftRows).  BIG.MixColumns writes
// its output words in place of its input words, so after k rounds logical word (c, r)
// sits at physical column c + k*r mod 4 (k = 8 brings every word home for the fold),
// and word (g + r, r) of round k at column g + (k+1)*r.  SW and MC write their results
// where they read them, later: MC's write address is the read address through a
// 5-cycle delay line, SW's the word's read address kept in two 4-bit registers.
`default_nettype none
(* keep_hierarchy *)   // see echo256x2_datapath
module echo256x2_control (
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
    output reg         c_re,             // registered: computed a cycle before
    output reg  [5:0]  c_raddr,
    output wire        c_we,
    output wire [5:0]  c_waddr,
    output wire [1:0]  c_wsel,
    output wire        c_iv0,
    output reg         c_a_sh,
    output reg         c_b_sh,
    output wire        c_b_fill,
    output wire        c_tb,
    output wire        c_ph,
    output reg  [15:0] c_tk,
    output reg         c_m_sh,
    output wire        c_f_sh,
    output reg         c_f_first,
    output wire        c_f_clr
);
    localparam [2:0] S_LOAD = 3'd0, S_IV = 3'd1, S_CNT = 3'd2, S_FOLD = 3'd3,
                     S_SW = 3'd4, S_OUT = 3'd6, S_CNT2 = 3'd7;
    localparam integer DMC = 5;   // write delay of MC

    reg  [2:0]  st_q;
    reg  [7:0]  u_q;          // step: LOAD word n, IV slice, FOLD read p, SW t
    reg  [8:0]  s_q;          // FOLD slice slot, SW {round k, slot i}, OUT slice
    reg         ov_q;         // OUT: the RAM data is the digest slice s_q
    reg         final_q;
    reg         part_q, pad_q;    // CNT's part and padonly, for CNT2
    reg  [8:0]  bp9_q;        // msg_len_bp mod 512
    reg  [1:0]  q3_q;         // (msg_len_bp >> 9) mod 3, built bit by bit during LOAD
    reg  [32:0] cval_q;       // the block's counter (the key of its first word); before
                              // CNT: the last block's, 512 * 3 * (blocks so far)
    reg  [6*DMC-1:0] da_q;    // read addresses of the last DMC cycles
    reg  [3:0]       swb_q, swb2_q;   // SW: the word's address (slice bits apart), read / rounds
    reg              swv_q, swv2_q;   // ... a word was read / its columns are written
    reg  [DMC:0]     dmc_q;   // MC reads (from the cycle the read is asked for)
    reg              fa_q, psw_q;   // a round-1 SW slice or a FOLD slice read / in rd (F takes it)
    reg              ma_q, sa_q;    // an MC / SW read this cycle
    reg              ov1_q;
    reg              fw_q;    // FOLD: the slice read two cycles ago was of column 3

    wire st_sw = (st_q == S_SW);
    wire st_fd = (st_q == S_FOLD);

    // ------------------------------------------------------------------ LOAD
    wire [5:0] n      = u_q[5:0];
    wire [4:0] bpi    = 5'd31 - n[4:0];
    wire       bp_b   = in_bp[bpi];
    wire [1:0] q3_n   = (q3_q == 2'd0) ? {1'b0, bp_b} :
                        (q3_q == 2'd1) ? (bp_b ? 2'd0 : 2'd2) : {bp_b, ~bp_b};
    assign in_take = (st_q == S_LOAD) & in_valid;

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
    // one adder: in CNT the block's counter (the last block's + 512 * (q3 or 3)), in SW
    // the key of the word of slot i - 1 of round k (group g, row r): the counter + 16 k +
    // 4 ((g + r) mod 4) + r
    wire [3:0]  kq      = s_q[8:5];
    wire [4:0]  iq      = s_q[4:0];
    wire [3:0]  wi      = iq[3:0] - 4'd1;
    wire [1:0]  q3a     = (st_q == S_CNT2) ? (part_q ? q3_q : 2'd3) : 2'd0;
    wire [6:0]  wc      = st_sw ? {kq[2:0], wi[3:2] + wi[1:0], wi[1:0]} : 7'd0;
    wire [32:0] csum    = cval_q + {22'd0, q3a, 2'd0, wc};

    // ------------------------------------------------------------------ SW, MC, FOLD
    // SW: round k = 0..7 has slots i = 0..16 of 16 cycles, t = 0..15 (round 0 starts at
    // t = 8; k = 8 has slots 0..3 for the last BIG.MixColumns).  Slot i reads word i of
    // round k (i < 16; group g = i/4, row r = i mod 4: logical word (g + r, r), physical
    // column g + (k+1) r) at t = 8, 10, 12, 14 (slices 0..3, into a_q at t = 9..15) and
    // runs the two AES rounds of word i - 1 (i >= 1), two look-ups a cycle: round 1 from
    // a_q at t = 0..7 (column c: rows 0, 1 at t = 2c, rows 2, 3 at 2c + 1; the columns
    // enter b_q at t = 2, 4, 6, 8), round 2 from b_q at t = 8..15 (its columns written at
    // t = 10, 12, 14 and 0 of the next slot, 18 cycles after the read of the slice).
    // In round 0 the fold F[4r + j] is read at t = 9 + 2j (slice j of the word is in rd
    // then: acc = it; the F slice is added a cycle later unless g = 0) and written at
    // t = 11 + 2j.  BIG.MixColumns, one slice j of group G of round km a slot, read at
    // t = 0..6 (in_0 .. in_3, in_0 .. in_2, rows 0..3 written 5 cycles after the reads
    // of in_0 .. in_3): in slots 4G + 5 + j of round km (G < 3) and in slots j of round
    // km + 1 (G = 3).  Slot 0 of each round looks nothing up: the next round's row-3
    // word of group 0 needs the last group's slice 3, written in slot 3 by t = 9.
    wire [3:0] t    = u_q[3:0];
    wire [7:0] uinc = u_q + 8'd1;
    wire [3:0] tn   = uinc[3:0];                // the next cycle's t
    // the reads are asked for a cycle before they happen (c_re, c_raddr registered):
    // SW at t = 7..13 (read at 8..14), MC at t = 0..6 (read at 1..7)
    wire       sel_sw = t[3] | (t == 4'd7);
    wire       sw_rd = (iq[4] == 1'b0) & ~kq[3] & sel_sw & (t[3:1] != 3'b111);
    wire       mc_lo = (iq[4:2] == 3'd0) & (kq != 4'd0);           // slots 0..3: G = 3 of round k - 1
    wire       mc_hi = (iq >= 5'd5) & ~kq[3];                      // slots 5..16
    wire [3:0] im5  = iq[3:0] - 4'd5;                               // (i - 5) mod 16
    wire       mc_rd = (mc_lo | mc_hi) & ~sel_sw;
    // the read: group g, row r, slice j of round k (k1 = k + 1 mod 4), at physical
    // column g + k1 * r; SW (t >= 8) or MC (t < 8)
    wire [1:0] rg   = sel_sw ? iq[3:2] : (mc_lo ? 2'd3 : im5[3:2]);
    wire [1:0] rr   = sel_sw ? iq[1:0] : t[1:0];
    wire [1:0] rj   = sel_sw ? tn[1:0] : (mc_lo ? iq[1:0] : im5[1:0]);
    wire [1:0] rk1  = kq[1:0] + {1'b0, sel_sw | ~mc_lo};
    wire [1:0] rkr  = (rr[0] ? rk1 : 2'd0) + (rr[1] ? {rk1[0], 1'b0} : 2'd0);
    // FOLD, u = 0..65: four passes over F, u = 16 c + s reads W(c, s) (physical column
    // c, slice s) and F[s] ^= it a cycle later (F turns); in the last pass F[s] is V'[s]
    // at F's top a cycle after that (u + 2) and written over V[s], the address of the
    // read two cycles before with column 0.  Then F is cleared (IV: F's top is 0).
    wire [6:0] uf   = u_q[6:0];

    // round 2's column c of the word of the slot before: t = 10, 12, 14, 0 (next slot)
    wire       dsw    = swv2_q & ((t[3] & ~t[0] & (t[2:1] != 2'd0)) | (t == 4'd0));
    wire       dmc    = dmc_q[DMC];
    assign out_valid = (st_q == S_OUT) && ov_q;
    assign c_tb      = t[3];
    assign c_ph      = t[0];
    assign c_b_fill  = ~t[3] | (t == 4'd8);
    assign c_iv0     = (st_q == S_IV) & (u_q[1:0] == 2'd0);
    // the write data: the message (LOAD), SW's AES column, MC's row, or acc (IV, F, V')
    assign c_wsel    = (st_q == S_LOAD) ? 2'd2 : st_sw ? {1'b0, dmc} : 2'd3;

    // direct writes: LOAD (message), IV, F (round 1), FOLD; delayed writes: SW and MC
    wire       ld_we  = in_take;
    wire       iv_we  = (st_q == S_IV);
    wire       fd_we  = st_fd & fw_q;
    wire [5:0] dir_wa = (st_q == S_LOAD) ? n + 6'd16 :
                        (st_q == S_IV)   ? {2'd0, u_q[3:0]} : {2'd0, da_q[6+3:6]};
    assign c_we    = ld_we | iv_we | fd_we | dsw | dmc;
    assign c_waddr = dsw ? {swb2_q, t[2:1] - 2'd1} : dmc ? da_q[6*(DMC-1) +: 6] : dir_wa;
    assign c_f_sh  = psw_q;
    assign c_f_clr = st_fd & (uf == 7'd66);

    reg        re_n;
    reg  [5:0] raddr_n;
    always @(*) begin
        re_n = 1'b0; raddr_n = 6'd0;
        c_a_sh = 1'b0; c_b_sh = 1'b0;
        case (st_q)
            S_FOLD: begin
                re_n    = ~uf[6];
                raddr_n = uf[5:0];
            end
            S_SW: begin
                re_n    = sw_rd | mc_rd;
                raddr_n = {rg + rkr, rr, rj};
                // the 7 slices of the next word at t = 9..15; a column on at t = 1, 3, 5
                c_a_sh  = t[3] ? (t != 4'd8) : (t[0] & (t != 4'd7));
                c_b_sh  = ~t[0] & (t != 4'd0);
            end
            S_OUT: begin
                re_n    = 1'b1;
                raddr_n = {3'd0, s_q[2:0]};      // the data is valid two cycles later (ov_q)
            end
            default: ;
        endcase
    end

    always @(posedge clk) begin
        // round 1's key (bits 31..0 in slice 0, bit 32 in slice 1 byte 0) goes into the
        // round-2 bytes that the S-boxes take next (at tn = 8 + 2c + ph): lane 0 is
        // byte 2ph of column c + 2ph, lane 1 byte 2ph + 1 of column c + 2ph + 1
        c_tk[7:0]  <= ~(st_sw & tn[3]) ? 8'd0 :
                      (tn[2:0] == 3'd0) ? csum[7:0] :
                      (tn[2:0] == 3'd2) ? {7'd0, csum[32]} :
                      (tn[2:0] == 3'd5) ? csum[23:16] : 8'd0;
        c_tk[15:8] <= ~(st_sw & tn[3]) ? 8'd0 :
                      (tn[2:0] == 3'd6) ? csum[15:8] :
                      (tn[2:0] == 3'd3) ? csum[31:24] : 8'd0;
        da_q  <= {da_q[6*(DMC-1)-1:0], c_raddr};
        c_raddr <= raddr_n;
        if (t == 4'd8) swb_q  <= c_raddr[5:2];   // the SW read of slice 0
        if (t == 4'd7) swb2_q <= swb_q;
        c_f_first <= st_sw & (iq[3:2] == 2'd0);
        if (rst) begin
            st_q    <= S_IV;      // the IV is written after reset and after each digest
            u_q     <= 8'd0;
            s_q     <= 9'd0;
            c_m_sh  <= 1'b0;
            c_re    <= 1'b0;
            fa_q    <= 1'b0;
            psw_q   <= 1'b0;
            ma_q    <= 1'b0;
            sa_q    <= 1'b0;
            ov1_q   <= 1'b0;
            fw_q    <= 1'b0;
            swv_q   <= 1'b0;
            swv2_q  <= 1'b0;
            ov_q    <= 1'b0;
            final_q <= 1'b0;
            q3_q    <= 2'd0;
            bp9_q   <= 9'd0;
            cval_q  <= 33'd0;
            dmc_q   <= {(DMC+1){1'b0}};
        end else begin
            c_re   <= re_n;
            dmc_q  <= {dmc_q[DMC-1:0], st_sw & mc_rd & ~t[2]};   // rows 0..3 are written
            // F takes slices 0..3 of a round-1 word (asked for at t = 7..10) and FOLD's
            fa_q   <= (st_sw & sw_rd & ((t == 4'd7) | ((t[3:2] == 2'b10) & (t[1:0] != 2'b11))) &
                       (kq == 4'd0)) | (st_fd & ~uf[6]);
            psw_q  <= fa_q;
            ma_q   <= st_sw & mc_rd;
            sa_q   <= st_sw & sw_rd;
            fw_q   <= psw_q & (da_q[5:4] == 2'd3);
            if (t == 4'd8) swv_q  <= sa_q;
            if (t == 4'd7) swv2_q <= swv_q & st_sw;
            c_m_sh <= ma_q;
            case (st_q)
                S_LOAD: begin
                    if (in_take) begin
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
                            u_q  <= uinc;
                        end
                    end
                end
                S_IV: begin
                    u_q <= (u_q[3:0] == 4'd15) ? 8'd0 : uinc;
                    if (u_q[3:0] == 4'd15) st_q <= S_LOAD;
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
                    s_q    <= 9'd0;
                    u_q    <= 8'd7;
                    st_q   <= S_SW;
                end
                S_FOLD: begin
                    u_q <= uinc;
                    if (uf == 7'd66) begin
                        u_q  <= 8'd0;
                        ov_q  <= 1'b0;
                        ov1_q <= 1'b0;
                        st_q  <= final_q ? S_OUT : S_LOAD;
                    end
                end
                S_SW: begin
                    u_q <= {4'd0, tn};   // uinc, t wraps at 16
                    // slot 16 -> slot 0 of the next round: + 16 carries into k
                    if (t == 4'd15) s_q <= (iq == 5'd16) ? {kq + 4'd1, 5'd0} : s_q + 9'd1;
                    if (kq[3] & (iq == 5'd3) & (t == 4'd9)) begin
                        s_q  <= 9'd0;
                        u_q  <= 8'd0;
                        st_q <= S_FOLD;
                    end
                end
                S_OUT: begin
                    // a slice taken: the next one is read now and valid in two cycles
                    ov1_q <= ~out_take;
                    ov_q  <= ~out_take & ov1_q;
                    if (out_take) begin
                        s_q <= s_q + 9'd1;
                        if (s_q == 9'd7) begin
                            s_q  <= 9'd0;
                            st_q <= S_IV;     // the next message's IV (u_q = 0)
                        end
                    end
                end
                default: st_q <= S_LOAD;
            endcase
        end
    end
endmodule
`default_nettype wire
