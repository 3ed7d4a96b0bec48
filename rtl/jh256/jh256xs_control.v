`default_nettype none
// jh256xs_control: the controller of jh256xs_datapath (jh256-xs: JH42, 4 positions a
// cycle, 32 cycles a round).
//
// A loader writes the message block into the datapath's message RAM, one 16-bit word
// in two cycles (two nibbles a cycle), whenever the RAM is free.  A main FSM runs jobs
// of E8, 42 rounds of 32 slots (the last of 34):
//
//   message start: ZERO (32 slots: the state becomes H(-1), the constants C_0), then
//                  the IV job: H(0) = E8(H(-1)) (no message);
//   block N:       E8; round 0 XORs M_N into h0..h3 on the way in, round 41 XORs it
//                  into h4..h7 on the way out (the feed-forward of F8); the message
//                  RAM is released at slot 26 of round 41: its last reads are in
//                  slots 32, 33 (the chunk pair 2c', 2c'+1 read in slots 2c', 2c'+1 is
//                  written to chunks c', 16 + c' in slots 2c' + 4, 2c' + 5, its message
//                  nibbles read two cycles before), and the loader, two cycles a
//                  word, never overtakes them (README.md);
//   after the last block: OUT (h6, then h7: 16 words of 4 chunk reads).
module jh256xs_control (
    input  wire       clk,
    input  wire       rst,
    // lw_shell
    input  wire       in_valid,
    input  wire       in_last,
    output wire       in_take,
    output wire       out_valid,
    input  wire       out_take,
    // datapath: message load
    output wire       c_lwe,
    output wire [1:0] c_lword,
    output wire [3:0] c_laddr,
    // datapath: rounds
    output wire       c_issue,
    output wire [4:0] c_chunk,
    output wire       c_rbank,
    output wire       c_zero,
    output wire       c_klast,
    output wire       c_mrd,
    output wire       c_mwr,
    output wire       c_dshift,
    output wire       c_dsel
);
    localparam [5:0] LAST_R = 6'd41;
    localparam [2:0] S_IDLE = 3'd0, S_ZERO = 3'd1, S_RUN = 3'd2, S_WAIT = 3'd3,
                     S_OUT = 3'd4;

    // ------------------------------------------------------------------ loader
    reg [4:0] lk_q;              // word of the block: {message word i, j}
    reg       lh_q;              // first / second nibble pair of the word
    reg       mfull_q, mlast_q;
    wire      load = in_valid & ~mfull_q;
    assign in_take = load & lh_q;
    assign c_lwe   = load;
    assign c_lword = lk_q[4:3];
    assign c_laddr = {lk_q[2:0], lh_q};

    // ------------------------------------------------------------------ main FSM
    reg [2:0] st_q;
    reg [5:0] rnd_q;
    reg [4:0] sl_q;              // slot of the round = chunk read; in OUT the chunk read
    reg       ivj_q, last_q, oh_q;
    reg [2:0] ph_q;              // OUT: 0..3 read, 4, 5 pipeline, 6 word ready

    wire run   = (st_q == S_RUN);
    wire zero  = (st_q == S_ZERO);
    wire out   = (st_q == S_OUT);
    wire lastr = (rnd_q == LAST_R);
    wire rfirst = (rnd_q == 6'd0);

    assign c_issue   = zero || run;
    assign c_chunk   = sl_q;
    assign c_rbank   = run ? rnd_q[0] : zero;
    assign c_zero    = zero;
    assign c_klast   = zero || lastr;
    assign c_mrd     = run && rfirst && !ivj_q;
    assign c_mwr     = run && lastr && !ivj_q;
    assign c_dshift  = out && !ph_q[2];
    assign c_dsel    = oh_q;
    assign out_valid = out && (ph_q == 3'd6);

    always @(posedge clk) begin
        if (rst) begin
            lk_q    <= 5'd0;
            lh_q    <= 1'b0;
            mfull_q <= 1'b0;
            mlast_q <= 1'b0;
            st_q    <= S_IDLE;
            rnd_q   <= 6'd0;
            sl_q    <= 5'd0;
            ivj_q   <= 1'b0;
            last_q  <= 1'b0;
            oh_q    <= 1'b0;
            ph_q    <= 3'd0;
        end else begin
            // loader
            if (load) begin
                lh_q <= ~lh_q;
                if (lh_q) begin
                    lk_q <= lk_q + 5'd1;
                    if (lk_q == 5'd31) begin
                        mfull_q <= 1'b1;
                        mlast_q <= in_last;
                    end
                end
            end
            if (c_mwr && (sl_q == 5'd26)) mfull_q <= 1'b0;
            // main FSM
            case (st_q)
                S_IDLE: if (in_valid || mfull_q) begin
                    st_q  <= S_ZERO;
                    sl_q  <= 5'd0;
                    ivj_q <= 1'b1;
                end
                S_ZERO: begin
                    sl_q <= sl_q + 5'd1;
                    if (sl_q == 5'd31) begin
                        st_q  <= S_RUN;
                        rnd_q <= 6'd0;
                    end
                end
                S_RUN: begin
                    sl_q <= sl_q + 5'd1;
                    if (sl_q == 5'd31) begin
                        if (!lastr) begin
                            rnd_q <= rnd_q + 6'd1;
                        end else begin
                            rnd_q <= 6'd0;
                            ivj_q <= 1'b0;
                            oh_q  <= 1'b0;
                            ph_q  <= 3'd0;
                            st_q  <= (last_q && !ivj_q) ? S_OUT : S_WAIT;
                        end
                    end
                end
                S_WAIT: if (mfull_q) begin
                    st_q   <= S_RUN;
                    last_q <= mlast_q;
                end
                S_OUT: begin
                    if (!ph_q[2]) sl_q <= sl_q + 5'd1;
                    if (ph_q != 3'd6) begin
                        ph_q <= ph_q + 3'd1;
                    end else if (out_take) begin
                        ph_q <= 3'd0;
                        if (sl_q == 5'd0) begin
                            oh_q <= 1'b1;
                            if (oh_q) st_q <= S_IDLE;
                        end
                    end
                end
                default: st_q <= S_IDLE;
            endcase
        end
    end
endmodule
`default_nettype wire
