`default_nettype none
// skein512_256x_control: the controller of skein512_256-fast (one round a cycle).
//
// A UBI block:  START (subkey 0) -> RUN (72 rounds; subkeys 1..18 are formed in the
// rounds 4s + 3) -> FIN (subkey 18 and the feed-forward into K) -> PAR (K's parity
// word) -> START of the next block, or of the output transform after the message's
// last block, whose FIN goes to OUT (four 64-bit digest words) and then IV.
// The input loader fills Q while the engine runs; the next block starts as soon as the
// engine is in PAR (or WAIT) and Q holds a whole block.
module skein512_256x_control (
    input  wire        clk,
    input  wire        rst,
    // lw_shell
    input  wire        in_valid,
    input  wire        in_final,
    input  wire        in_blk_last,
    input  wire [31:0] in_bp,
    output wire        in_take,
    output wire        out_valid,
    input  wire        out_take,
    // datapath
    output wire        c_iv,
    output wire        c_start,
    output wire        c_zero,
    output wire        c_first,
    output wire        c_run,
    output wire [2:0]  c_d,
    output wire        c_form,
    output wire        c_krot,
    output wire        c_fin,
    output wire        c_par,
    output wire [4:0]  c_s,
    output wire [38:0] c_tw5,
    output wire [38:0] c_tw6
);
    localparam [2:0] S_IV = 3'd0, S_WAIT = 3'd1, S_START = 3'd2, S_RUN = 3'd3,
                     S_FIN = 3'd4, S_PAR = 3'd5, S_OUT = 3'd6;
    localparam [5:0] T_MSG = 6'd48, T_OUT = 6'd63;

    reg  [2:0]  st_q;
    reg  [6:0]  d_q;         // round 0..71
    reg  [4:0]  s_q;         // the subkey formed next
    reg  [1:0]  smod_q;      // s_q mod 3
    reg  [1:0]  oc_q;        // digest word
    reg         zero_q;      // this UBI block is the output transform
    reg         msgfirst_q;  // the next message block is the first of its message
    reg         curfin_q;    // the block being hashed is the last message block
    reg  [23:0] blk_q;       // tweak position, bits 29..6 (a message has < 2^29 bytes)
    reg  [5:0]  low_q;       // tweak position, bits 5..0
    reg  [8:0]  flags_q;     // tweak Final, First, Type, BitPad
    reg         bfull_q;     // Q holds a whole message block
    reg         bfin_q;      // ... the last of its message
    reg  [5:0]  blow_q;      // ... its position bits 5..0 (byte count mod 64)
    reg         binc_q;      // ... its position is 64 more than the previous block's
    reg         bbitpad_q;   // ... it ends in a partial byte

    wire s_run = (st_q == S_RUN), s_start = (st_q == S_START), s_out = (st_q == S_OUT);
    assign c_iv    = (st_q == S_IV);
    assign c_start = s_start;
    assign c_zero  = zero_q;
    assign c_first = s_run & (d_q == 7'd0);
    assign c_run   = s_run;
    assign c_d     = d_q[2:0];
    assign c_form  = s_start | (s_run & (d_q[1:0] == 2'd3));
    assign c_krot  = c_form | (s_out & out_take);
    assign c_fin   = (st_q == S_FIN);
    assign c_par   = (st_q == S_PAR);
    assign c_s     = s_q;

    // tweak t0 = position, t1 = flags << 55, t2 = t0 ^ t1: subkey s adds t[s mod 3] to
    // word 5 and t[(s + 1) mod 3] to word 6
    wire [29:0] pos = {blk_q, low_q};
    assign c_tw5 = {(smod_q != 2'd0) ? flags_q : 9'd0, (smod_q != 2'd1) ? pos : 30'd0};
    assign c_tw6 = {(smod_q != 2'd2) ? flags_q : 9'd0, (smod_q != 2'd0) ? pos : 30'd0};

    // ---------------------------------------------------------------- loader
    assign in_take   = in_valid & ~bfull_q;
    assign out_valid = s_out;
    // the last block's position bits 5..0: its byte count ceil(bp / 8) mod 64; bits
    // 29..6 count on unless 0 < count < 64 (msg_len_bp counts the last segment only)
    wire [5:0] nb6 = in_bp[8:3] + {5'd0, |in_bp[2:0]};

    // the engine takes the next block (go) or the output transform (ot)
    wire idle = (st_q == S_WAIT) | c_par;
    wire ot   = c_par & curfin_q;
    wire go   = idle & ~ot & bfull_q;

    always @(posedge clk) begin
        if (rst) begin
            st_q       <= S_IV;
            d_q        <= 7'd0;
            s_q        <= 5'd0;
            smod_q     <= 2'd0;
            oc_q       <= 2'd0;
            zero_q     <= 1'b0;
            msgfirst_q <= 1'b1;
            curfin_q   <= 1'b0;
            blk_q      <= 24'd0;
            low_q      <= 6'd0;
            flags_q    <= 9'd0;
            bfull_q    <= 1'b0;
            bfin_q     <= 1'b0;
            blow_q     <= 6'd0;
            binc_q     <= 1'b0;
            bbitpad_q  <= 1'b0;
        end else begin
            if (in_take && in_blk_last) begin
                bfull_q   <= 1'b1;
                bfin_q    <= in_final;
                blow_q    <= in_final ? nb6 : 6'd0;
                binc_q    <= !in_final || (nb6 == 6'd0 && in_bp != 32'd0);
                bbitpad_q <= in_final & (|in_bp[2:0]);
            end
            if (c_form) begin
                s_q    <= s_q + 5'd1;
                smod_q <= (smod_q == 2'd2) ? 2'd0 : smod_q + 2'd1;
            end
            if (ot) begin                                   // UBI(G, 0, Out), position 8
                st_q     <= S_START;
                zero_q   <= 1'b1;
                curfin_q <= 1'b0;
                blk_q    <= 24'd0;
                low_q    <= 6'd8;
                flags_q  <= {1'b1, 1'b1, T_OUT, 1'b0};
                s_q      <= 5'd0;
                smod_q   <= 2'd0;
            end else if (go) begin
                st_q       <= S_START;
                zero_q     <= 1'b0;
                curfin_q   <= bfin_q;
                msgfirst_q <= 1'b0;
                if (binc_q) blk_q <= blk_q + 24'd1;
                low_q      <= blow_q;
                flags_q    <= {bfin_q, msgfirst_q, T_MSG, bbitpad_q};
                s_q        <= 5'd0;
                smod_q     <= 2'd0;
            end else if (c_par) begin
                st_q <= S_WAIT;
            end
            case (st_q)
                S_IV: begin
                    msgfirst_q <= 1'b1;
                    blk_q      <= 24'd0;
                    low_q      <= 6'd0;
                    st_q       <= S_WAIT;
                end
                S_START: begin
                    if (!zero_q) bfull_q <= 1'b0;             // Q moved into P
                    d_q  <= 7'd0;
                    st_q <= S_RUN;
                end
                S_RUN: begin
                    d_q <= d_q + 7'd1;
                    if (d_q == 7'd71) st_q <= S_FIN;
                end
                S_FIN: begin
                    oc_q <= 2'd0;
                    st_q <= zero_q ? S_OUT : S_PAR;
                end
                S_OUT: if (out_take) begin
                    oc_q <= oc_q + 2'd1;
                    if (oc_q == 2'd3) st_q <= S_IV;
                end
                default: ;
            endcase
        end
    end
endmodule

`default_nettype wire
