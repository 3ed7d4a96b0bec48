`default_nettype none
// The controller: a main FSM and one step counter, the input-block loader and the
// tweak (position and flags) of the block being hashed.
//
// A UBI block: WAIT -> PT (plaintext into the state) -> { INJ (subkey s) -> MIX
// (4 rounds) } x 18 -> INJ (subkey 18) -> FIN (feed-forward and parity, low halves,
// then high halves).  PT and INJ are "passes": 8 words read from M as 16 halves
// (cnt 0..15), loaded into KW with the tweak (cnt 1..16), added to the state
// (cnt 3..17): an odd word w at cnt 2w+3 (a = kw, O[w/2]); an even word w is first
// copied to O[SPARE] at cnt 2w+3 and added to the E head at 2w+4.
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
    // datapath
    output reg  [5:0]  c_raddr,
    output wire        c_we,
    output wire [5:0]  c_waddr,
    output wire        c_wsel,
    output wire        c_wpar,
    output wire        c_fh,
    output wire        c_parclr,
    output wire        c_paracc,
    output wire        c_ldlo,
    output wire        c_ldhi,
    output wire [31:0] c_tw,
    output reg         c_aclr,
    output reg         c_akw,
    output reg  [2:0]  c_oraddr,
    output reg  [2:0]  c_owaddr,
    output reg         c_owe,
    output reg         c_eturn,
    output wire        c_mix,
    output wire [4:0]  c_ridx
);
    localparam [2:0] S_IV = 3'd0, S_WAIT = 3'd1, S_PT = 3'd2, S_INJ = 3'd3,
                     S_MIX = 3'd4, S_FIN = 3'd5, S_OUT = 3'd6;
    localparam [5:0] T_MSG = 6'd48, T_OUT = 6'd63;
    localparam [2:0] O_SPARE = 3'd4, O_ZERO = 3'd5;
    localparam [5:0] M_ZERO = 6'd50;

    reg  [2:0]  st_q;
    reg  [4:0]  cnt_q;       // step within a state
    reg  [4:0]  s_q;         // subkey number
    reg  [1:0]  smod_q;      // s_q mod 3
    reg  [3:0]  kj_q;        // key word read next: (s + word) mod 9
    reg         fh_q;        // FIN: half
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
    wire s_fin = (st_q == S_FIN), s_out = (st_q == S_OUT);
    wire pass  = s_pt | s_inj;

    // ---------------------------------------------------------------- loader
    // M's block area is free from the end of FIN until the block is complete
    assign in_take = in_valid & ~bfull_q & ~s_fin;

    // ---------------------------------------------------------------- M addresses
    // key word j, half h, of the IV (kiv) or of the chaining value
    function [5:0] kaddr(input [3:0] j, input h, input iv);
        kaddr = j[3] ? {2'b11, h, 2'b00, ~iv} : {iv ? 2'b01 : 2'b10, h, j[2:0]};
    endfunction
    // FIN: word written at cnt 1..8: cnt - 1
    wire [2:0] fw = {cnt_q[3] | (cnt_q[2] & (cnt_q[1] | cnt_q[0])),
                     cnt_q[3] | (cnt_q[1] ~^ cnt_q[0]),
                     ~cnt_q[0]};
    always @(*) begin
        case (st_q)
            S_PT:    c_raddr = zero_q ? M_ZERO : {2'b00, cnt_q[0], cnt_q[3:1]};
            S_INJ:   c_raddr = kaddr(kj_q, cnt_q[0], kiv_q);
            S_FIN:   c_raddr = zero_q ? M_ZERO : {2'b00, fh_q, cnt_q[2:0]};
            default: c_raddr = {2'b10, cnt_q[0], 1'b0, cnt_q[2:1]};   // OUT: digest word, half
        endcase
    end
    // FIN (per half, cnt 0..11): M word w read at cnt w, its feed-forward formed at
    // w + 1 (fin_w) and written at w + 2 (word fwd_q); the parity formed at 10 and
    // written at 11
    wire fin_par = s_fin & (cnt_q == 5'd11);
    wire fin_w   = s_fin & (cnt_q[4:3] == 2'b00) & (cnt_q[2:0] != 3'd0)
                 | s_fin & (cnt_q == 5'd8);                     // cnt 1..8
    wire fin_st  = s_fin & ~cnt_q[4] & (cnt_q[3] ? (cnt_q[2:1] == 2'd0) : (cnt_q[2:1] != 2'd0))
                 | fin_par;                                     // cnt 2..9, 11
    reg  [2:0] fwd_q;
    always @(posedge clk) fwd_q <= fw;
    assign c_we     = in_take | fin_st;
    assign c_waddr  = s_fin ? (fin_par ? {2'b11, fh_q, 3'b001} : {2'b10, fh_q, fwd_q})
                            : {2'b00, in_idx[0], in_idx[3:1]};
    assign c_wsel   = s_fin;
    assign c_wpar   = s_fin & (cnt_q == 5'd10);
    assign c_fh     = fh_q;
    assign c_parclr = s_fin & (cnt_q == 5'd0);
    assign c_paracc = fin_st & ~fin_par;

    // ---------------------------------------------------------------- KW loader and tweak
    // the half read at cnt n is loaded at n + 1: low halves at 1, 3, .., 15, high
    // halves at 2, 4, .., 16, of word (n - 1) / 2
    assign c_ldlo = pass & cnt_q[0] & ~cnt_q[4];
    assign c_ldhi = pass & ~cnt_q[0] & (cnt_q[4] ? (cnt_q[3:1] == 3'd0) : (cnt_q[3:1] != 3'd0));
    // tweak words t0 = position, t1 = flags (bits 63..55), t2 = t0 ^ t1; word 5 adds
    // t[s mod 3], word 6 adds t[(s+1) mod 3], word 7 adds s.  The operand is formed
    // one cycle ahead in tw_q (the word loaded next is cnt[3:1], its high half if
    // cnt is odd), so that most of its bits are a flip-flop with a synchronous reset.
    wire nw5 = (cnt_q[3:1] == 3'd5), nw6 = (cnt_q[3:1] == 3'd6), nw7 = (cnt_q[3:1] == 3'd7);
    wire nhi = cnt_q[0];
    wire n_pos = s_inj & ~nhi & ((nw5 && smod_q != 2'd1) || (nw6 && smod_q != 2'd0));
    wire n_flg = s_inj &  nhi & ((nw5 && smod_q != 2'd0) || (nw6 && smod_q != 2'd2));
    wire n_s   = s_inj & ~nhi & nw7;
    always @(posedge clk) begin
        if (!n_pos) tw_q[22:5] <= 18'd0;
        else        tw_q[22:5] <= {blk_q[16:0], low_q[5]};
        tw_q[31:23] <= n_flg ? flags_q : n_pos ? {2'b00, blk_q[23:17]} : 9'd0;
        tw_q[4:0]   <= n_s ? s_q : n_pos ? low_q[4:0] : 5'd0;
    end
    assign c_tw = tw_q;

    // ---------------------------------------------------------------- state control
    // pass: word added at odd cnt = cnt[4:1] - 1 (cnt 3..17)
    wire [2:0] pw  = {cnt_q[4] | (cnt_q[3] & (cnt_q[2] | cnt_q[1])),
                      cnt_q[4] | (cnt_q[2] ~^ cnt_q[1]),
                      ~cnt_q[1]};
    wire [1:0] rd  = cnt_q[3:2], rc = cnt_q[1:0];
    always @(*) begin
        c_aclr   = 1'b0;
        c_akw    = 1'b0;
        c_oraddr = O_ZERO;
        c_owaddr = O_SPARE;
        c_owe    = 1'b0;
        c_eturn  = 1'b0;
        if (pass && cnt_q >= 5'd3) begin
            if (cnt_q[0]) begin                 // odd word: add; even word: copy
                c_akw = 1'b1;
                c_owe = 1'b1;
                if (pw[0]) begin
                    c_owaddr = {1'b0, pw[2:1]};
                    if (!s_pt) c_oraddr = {1'b0, pw[2:1]};
                end
            end else if (!cnt_q[1]) begin       // even word (cnt 2w+4): E head + O[SPARE]
                c_aclr   = s_pt;
                c_oraddr = O_SPARE;
                c_eturn  = 1'b1;
            end
        end
        if (s_mix) begin                        // MIX c of round d: E c and O c ^ (d mod 4)
            c_oraddr = {1'b0, rc ^ rd};
            c_owaddr = {1'b0, rc ^ rd};
            c_owe    = 1'b1;
            c_eturn  = 1'b1;
        end
        if (fin_w) begin                        // v_w on y0
            if (fw[0]) begin
                c_aclr   = 1'b1;
                c_oraddr = {1'b0, fw[2:1]};
            end else begin
                c_eturn  = 1'b1;
            end
        end
    end
    assign c_mix   = s_mix;
    // MIX c of round d is MIX number (c - d) mod 4 of the round in the specification
    wire [1:0] rj = {rc[1] ^ rd[1] ^ (~rc[0] & rd[0]), rc[0] ^ rd[0]};   // rc - rd
    assign c_ridx  = {s_q[0], rd, rj};
    assign out_valid = s_out & rdy_q;

    // tweak position: 64 more per block; the last block adds its own byte count,
    // nb = ceil(bp / 8) (1..64; 0 for the empty message), i.e. position bits 5..0
    // become nb mod 64, and bits 29..6 count on unless 0 < nb < 64.
    // (msg_len_bp counts the bits of the last segment only, so the position cannot
    // be taken from it directly.)
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
    wire ot_start = s_fin & (cnt_q == 5'd11) & fh_q & ~zero_q & curfin_q;
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
            s_q        <= 5'd0;
            smod_q     <= 2'd0;
            kj_q       <= 4'd0;
            fh_q       <= 1'b0;
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
                bfull_q <= 1'b1;
                bfin_q  <= in_final;
                blow_q    <= in_final ? nb6 : 6'd0;
                binc_q    <= !in_final || (nb6 == 6'd0 && in_bp != 32'd0);
                bbitpad_q <= in_final & (|in_bp[2:0]);
            end
            // key word counter: one step per word read, two more per MIX phase
            if ((s_inj && cnt_q[0] && !cnt_q[4]) || (s_mix && cnt_q[4:1] == 4'd0))
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
                S_PT: if (cnt_q == 5'd17) begin
                    cnt_q <= 5'd0;
                    st_q  <= S_INJ;
                end
                S_INJ: if (cnt_q == 5'd17) begin
                    cnt_q <= 5'd0;
                    st_q  <= (s_q == 5'd18) ? S_FIN : S_MIX;
                end
                S_MIX: if (cnt_q == 5'd15) begin
                    cnt_q  <= 5'd0;
                    s_q    <= s_q + 5'd1;
                    smod_q <= (smod_q == 2'd2) ? 2'd0 : smod_q + 2'd1;
                    st_q   <= S_INJ;
                end
                S_FIN: if (cnt_q == 5'd11) begin
                    cnt_q <= 5'd0;
                    fh_q  <= ~fh_q;
                    if (fh_q) begin
                        if (zero_q) begin
                            st_q  <= S_OUT;
                            rdy_q <= 1'b0;
                        end else begin
                            bfull_q <= 1'b0;          // the message block is used up
                            if (curfin_q) begin       // output transform: UBI(G, 0, Out)
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
