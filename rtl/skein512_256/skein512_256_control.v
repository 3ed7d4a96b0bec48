`default_nettype none
// The controller: a main FSM and one step counter, plus the input-buffer loader
// and the tweak (position and flags) of the block being hashed.
module skein512_256_control (
    input  wire        clk,
    input  wire        rst,
    // lw_in / lw_out
    input  wire        in_valid,
    input  wire        in_final,
    input  wire [31:0] in_bp,
    output wire        in_take,
    output wire        out_valid,
    input  wire        out_take,
    // datapath
    output wire        c_we,
    output wire [3:0]  c_waddr,
    output wire        c_re,
    output wire [3:0]  c_raddr,
    output wire        c_lo,
    output wire        c_hi,
    output wire        c_ptclr,
    output wire        c_step,
    output wire        c_mix,
    output wire        c_pt,
    output wire        c_fin,
    output wire        c_mshift,
    output wire [2:0]  c_widx,
    output wire [1:0]  c_osel,
    output wire [4:0]  c_ridx,
    output wire        c_krot,
    output wire        c_kpush,
    output wire        c_kiv,
    output wire        c_kpar,
    output wire        c_parinit,
    output wire [4:0]  c_s,
    output wire [1:0]  c_smod,
    output wire [31:0] c_pos,
    output wire [8:0]  c_flags,
    output wire [1:0]  c_opart
);
    localparam [2:0] S_IV = 3'd0, S_WAIT = 3'd1, S_START = 3'd2, S_MIX = 3'd3,
                     S_INJ = 3'd4, S_FIN = 3'd5, S_OUT = 3'd6;
    localparam [5:0] T_MSG = 6'd48, T_OUT = 6'd63;

    reg  [2:0]  st_q;
    reg  [4:0]  cnt_q;       // step within a state
    reg  [4:0]  s_q;         // subkey number
    reg  [1:0]  smod_q;      // s_q mod 3
    reg         zero_q;      // this UBI block is the output transform (plaintext 0)
    reg         msgfirst_q;  // the next message block is the first of its message
    reg         curfin_q;    // the block being hashed is the last message block
    reg  [31:0] pos_q;       // tweak position
    reg  [8:0]  flags_q;     // tweak Final, First, Type, BitPad
    // input buffer loader
    reg  [3:0]  wcnt_q;
    reg         bfull_q;     // B holds a whole block
    reg         bfin_q;      // ... the last of its message
    reg  [8:0]  bp_q;        // msg_len_bp of its segment, mod 512
    reg         bpz_q;       // ... is 0 (the empty message)

    wire s_start = (st_q == S_START), s_mix = (st_q == S_MIX), s_inj = (st_q == S_INJ);
    wire s_fin   = (st_q == S_FIN);

    // B is free once the hashing of its block has started: reads stay ahead of writes
    assign in_take = in_valid & ~bfull_q;
    assign c_we    = in_take;
    assign c_waddr = wcnt_q;

    // start: read B (two halves per word; B[n] arrives at step n + 1 and is held
    // in the plaintext register at n + 2), add subkey 0 to plaintext word i at
    // step 2i + 3
    wire start_add = s_start & cnt_q[0] & (cnt_q[4:1] != 4'd0);
    assign c_re    = s_start & ~cnt_q[4] & ~zero_q;
    assign c_raddr = cnt_q[3:0];
    assign c_lo    = s_start & cnt_q[0] & ~cnt_q[4];
    assign c_hi    = s_start & ~cnt_q[0] & (cnt_q[4:1] != 4'd0);
    assign c_ptclr = zero_q;
    assign c_pt    = s_start;
    assign c_mix   = s_mix;
    assign c_fin   = s_fin & ~cnt_q[3];
    assign c_step  = start_add | s_mix | s_inj | c_fin;
    assign c_mshift = start_add | c_fin;
    assign c_widx  = s_start ? cnt_q[3:1] - 3'd1 : cnt_q[2:0];
    // MIX c of round d pairs even word c with odd word c ^ (d mod 4); it is MIX
    // number (c - d) mod 4 of the round in the specification's order
    wire [1:0] rd = cnt_q[3:2], rc = cnt_q[1:0];
    assign c_osel  = rc ^ rd;
    assign c_ridx  = {s_q[0], rd, rc - rd};
    // key ring: one turn per subkey word, and two more per subkey (in the MIX
    // phase), so that subkey s starts at K[s mod 9]
    assign c_krot  = start_add | s_inj | (s_mix & (cnt_q[4:1] == 4'd0)) |
                     (st_q == S_OUT && out_take && cnt_q[1:0] == 2'd3);
    assign c_kpush = s_fin;
    assign c_kiv   = (st_q == S_IV);
    assign c_kpar  = s_fin & cnt_q[3];
    assign c_parinit = s_start;
    assign c_s     = s_q;
    assign c_smod  = smod_q;
    assign c_pos   = pos_q;
    assign c_flags = flags_q;
    assign out_valid = (st_q == S_OUT);
    assign c_opart   = cnt_q[1:0];

    // tweak position: 64 more per block; the last block adds its own byte count,
    // 1..64, which is ceil(bp / 8) mod 64 (64 for 0), or 0 for the empty message.
    // (msg_len_bp counts the bits of the last segment only, so the position cannot
    // be taken from it directly.)
    wire [5:0] nbm1  = bp_q[8:3] - {5'd0, bp_q[2:0] == 3'd0};   // (ceil(bp / 8) - 1) mod 64
    wire [6:0] rlast = bpz_q ? 7'd0 : {1'b0, nbm1} + 7'd1;

    always @(posedge clk) begin
        if (rst) begin
            st_q       <= S_IV;
            cnt_q      <= 5'd0;
            s_q        <= 5'd0;
            smod_q     <= 2'd0;
            zero_q     <= 1'b0;
            msgfirst_q <= 1'b1;
            curfin_q   <= 1'b0;
            pos_q      <= 32'd0;
            flags_q    <= 9'd0;
            wcnt_q     <= 4'd0;
            bfull_q    <= 1'b0;
            bfin_q     <= 1'b0;
            bp_q       <= 9'd0;
            bpz_q      <= 1'b0;
        end else begin
            // loader
            if (in_take) begin
                wcnt_q <= wcnt_q + 4'd1;
                if (wcnt_q == 4'd15) begin
                    bfull_q <= 1'b1;
                    bfin_q  <= in_final;
                    bp_q    <= in_bp[8:0];
                    bpz_q   <= (in_bp == 32'd0);
                end
            end
            if (s_start && cnt_q == 5'd0 && !zero_q) bfull_q <= 1'b0;
            // main FSM
            cnt_q <= cnt_q + 5'd1;
            case (st_q)
                S_IV: begin
                    cnt_q <= 5'd0;
                    pos_q <= 32'd0;
                    st_q  <= S_WAIT;
                end
                S_WAIT: begin
                    cnt_q <= 5'd0;
                    if (bfull_q) begin
                        st_q       <= S_START;
                        zero_q     <= 1'b0;
                        s_q        <= 5'd0;
                        smod_q     <= 2'd0;
                        msgfirst_q <= 1'b0;
                        curfin_q   <= bfin_q;
                        pos_q      <= pos_q + {25'd0, bfin_q ? rlast : 7'd64};
                        flags_q    <= {bfin_q, msgfirst_q, T_MSG, bfin_q & (|bp_q[2:0])};
                    end
                end
                S_START: if (cnt_q == 5'd17) begin
                    cnt_q <= 5'd0;
                    st_q  <= S_MIX;
                end
                S_MIX: if (cnt_q == 5'd15) begin
                    cnt_q  <= 5'd0;
                    s_q    <= s_q + 5'd1;
                    smod_q <= (smod_q == 2'd2) ? 2'd0 : smod_q + 2'd1;
                    st_q   <= (s_q == 5'd17) ? S_FIN : S_INJ;
                end
                S_INJ: if (cnt_q == 5'd7) begin
                    cnt_q <= 5'd0;
                    st_q  <= S_MIX;
                end
                S_FIN: if (cnt_q == 5'd8) begin
                    cnt_q <= 5'd0;
                    if (zero_q) begin
                        st_q <= S_OUT;
                    end else if (curfin_q) begin   // output transform: UBI(G, 0, Out)
                        st_q       <= S_START;
                        zero_q     <= 1'b1;
                        s_q        <= 5'd0;
                        smod_q     <= 2'd0;
                        msgfirst_q <= 1'b1;
                        pos_q      <= 32'd8;
                        flags_q    <= {1'b1, 1'b1, T_OUT, 1'b0};
                    end else begin
                        st_q <= S_WAIT;
                    end
                end
                S_OUT: begin
                    cnt_q <= cnt_q;
                    if (out_take) begin
                        cnt_q <= cnt_q + 5'd1;
                        if (cnt_q == 5'd15) begin
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
